// The kit form's Enter key: Enter in a field moves to the next one and never submits a form whose later fields
// were not reached; from the last field, or with Ctrl+Enter, it submits. Every kit form has it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderScreen } from '../../test/screen';
import { Field, KitForm } from './form';
import { NumberInput } from './NumberInput';

const schema = z.object({
  tieude: z.string().min(1),
  tomtat: z.string().min(1),
  thutu: z.number(),
  noibat: z.boolean().optional(),
});
const submit = vi.fn(async () => ({ success: true as const, data: null }));

function TestForm() {
  return (
    <KitForm
      schema={schema}
      labels="admin.resources.news.fields"
      spec={{
        fields: (
          <>
            <Field name="tieude" label="Tiêu đề">
              <Input />
            </Field>
            <Field name="tomtat" label="Tóm tắt">
              <Input />
            </Field>
            <Field name="thutu" label="Thứ tự">
              <NumberInput kind="integer" />
            </Field>
            <Field name="noibat" label="Nổi bật" valuePropName="checked">
              <Checkbox />
            </Field>
          </>
        ),
      }}
      record={null}
      submitText="Lưu"
      submit={submit}
      onSaved={() => {}}
    />
  );
}

describe('the kit form’s Enter key', { timeout: 60_000 }, () => {
  it('moves to the next field instead of submitting, and submits from the last field or with Ctrl+Enter', async () => {
    renderScreen({ screen: TestForm, url: '/thu' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Tiêu đề'), 'Lịch tiêm{Enter}');
    expect(screen.getByLabelText('Tóm tắt')).toHaveFocus();
    // Ctrl+Enter submits on purpose: the rules run and the empty fields stop it.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findAllByText(/Tóm tắt|Thứ tự/, { selector: '.ant-form-item-explain-error' })).not.toHaveLength(
      0,
    );
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Tóm tắt'), 'Tiêm phòng cúm{Enter}');
    expect(screen.getByLabelText('Thứ tự')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    // A check box is not a field Enter moves from: it keeps the focus and submits nothing.
    screen.getByLabelText('Nổi bật').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Nổi bật')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Thứ tự'), '3{Enter}');
    await vi.waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ tieude: 'Lịch tiêm', tomtat: 'Tiêm phòng cúm', thutu: 3 }),
    );
  });
});
