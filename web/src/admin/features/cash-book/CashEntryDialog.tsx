// Other income and expenses entered by hand (phiếu thu/chi khác): a button on the cash book opening the kit's form
// from the contract (in or out, the method, the amount typed the Vietnamese way as 150.000, what it was for, who
// paid or was paid). The server numbers it, stamps the cashier's open shift (cash needs one: its refusal is said in
// the form) and never lets it change; the book and the shift's report are read again once it is written. A mistake
// is corrected from the book's line: the same form, opening on the opposite kind and the same amount, with a reason.
import { cashEntryInput, paymentMethods, type CashBookEntry, type CashEntryRow } from '@phongkham/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { useCashText } from './texts';

export const CASH_ENTRIES_API = '/api/soquy/thuchikhac';

function EntryFields({ correcting }: { correcting: boolean }) {
  const text = useCashText();
  return (
    <>
      <Field name="loai">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={(['CHI', 'THU'] as const).map((kind) => ({ value: kind, label: text(`other.kinds.${kind}`) }))}
        />
      </Field>
      <Field name="phuongthuc">
        <Radio.Group options={paymentMethods.map((method) => ({ value: method, label: text(`methods.${method}`) }))} />
      </Field>
      <Field name="sotien">
        <NumberInput kind="money" min={1} suffix="₫" placeholder="150.000" style={{ width: '100%' }} />
      </Field>
      <Field name="noidung">
        <Input maxLength={500} placeholder={text('other.purposePlaceholder')} />
      </Field>
      <Field name="nguoinop_nhan">
        <Input maxLength={200} />
      </Field>
      {correcting && (
        <Field name="lydo">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Field>
      )}
    </>
  );
}

const entryForm: FormSpec = {
  fields: <EntryFields correcting={false} />,
  defaults: { loai: 'CHI', phuongthuc: 'TIEN_MAT' },
};

/** A correction of `entry`: the opposite kind, the same method and amount to start from, and the reason asked. */
const correctionForm = (entry: CashBookEntry, purpose: string): FormSpec => ({
  fields: <EntryFields correcting />,
  defaults: {
    loai: entry.loai === 'THU' ? 'CHI' : 'THU',
    phuongthuc: entry.phuongthuc,
    sotien: entry.sotien,
    noidung: purpose,
    nguoinop_nhan: entry.nguoinop_nhan,
  },
  finish: (body) => ({ ...body, dieuchinh_id: entry._id }),
});

/** The button and dialog entering an entry, or with `correcting` one correcting that line of the book. */
export function CashEntryDialog({ correcting }: { correcting?: CashBookEntry }) {
  const text = useCashText();
  const [open, setOpen] = useState(false);
  // A new form each time the dialog opens: an entry is never edited, so nothing is carried over.
  const [round, setRound] = useState(0);
  const enter = useResourceMutation<CashEntryRow, Values>({
    request: (body) => ({ method: 'POST', path: CASH_ENTRIES_API, body }),
    invalidates: [CASH_ENTRIES_API, '/api/soquy', '/api/soquy/ca'],
    success: (entry) => text('other.done', { so: entry.so }),
  });
  return (
    <>
      <Button
        icon={correcting ? undefined : <PlusOutlined />}
        type={correcting ? 'link' : 'default'}
        size={correcting ? 'small' : 'middle'}
        aria-label={correcting ? text('other.correctEntry', { so: correcting.so }) : undefined}
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
      >
        {text(correcting ? 'other.correct' : 'other.button')}
      </Button>
      <Modal
        open={open}
        title={correcting ? text('other.correctEntry', { so: correcting.so }) : text('other.title')}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{text('other.hint')}</Typography.Paragraph>
        <KitForm
          key={round}
          schema={cashEntryInput}
          labels="admin.resources.cashEntries.fields"
          spec={correcting ? correctionForm(correcting, text('other.correctionOf', { so: correcting.so })) : entryForm}
          record={null}
          submitText={text('other.submit')}
          submit={enter.run}
          onSaved={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
