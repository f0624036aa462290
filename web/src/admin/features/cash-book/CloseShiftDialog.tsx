// Closing the shift: the cashier counts the drawer (the total, or note by note), sees at once how far the count is
// from the expected cash, gives a reason when it is not exactly that, and sends the counted total. The server
// decides again (reason, threshold, approver) and answers the Z-report, which the screen then shows for printing.
import type { ShiftRecord } from '@phongkham/contracts';
import { Alert, Form, Input, Modal, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { NumberInput } from '../../kit/NumberInput';
import { useResourceMutation } from '../../kit/mutation';
import { DenominationCount } from './DenominationCount';
import { countTotal, money, signedMoney, useCashText, type NoteCount } from './texts';

type Mode = 'total' | 'notes';
interface Values {
  tienmatthucte: number | null;
  lydo_chenhlech?: string;
}

const readable = (n: number | null | undefined): n is number => n != null && Number.isSafeInteger(n) && n >= 0;

/** The difference's line: matched, short or over, coloured so it is read before it is read. */
function Difference({ difference }: { difference: number | null }) {
  const text = useCashText();
  if (difference === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const [type, key] =
    difference === 0
      ? (['success', 'close.matched'] as const)
      : difference < 0
        ? (['danger', 'close.short'] as const)
        : (['warning', 'close.over'] as const);
  return (
    <Typography.Text type={type} strong data-testid="difference">
      {signedMoney(difference)} · {text(key)}
    </Typography.Text>
  );
}

export function CloseShiftDialog({
  shift,
  onClose,
  onClosed,
}: {
  shift: ShiftRecord;
  onClose: () => void;
  onClosed: (report: ShiftRecord) => void;
}) {
  const text = useCashText();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('total');
  const [notes, setNotes] = useState<NoteCount>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = Form.useWatch('tienmatthucte', form);
  const counted = mode === 'notes' ? countTotal(notes) : readable(typed) ? typed : null;
  const difference = counted === null ? null : counted - shift.tienmatdukien;
  const close = useResourceMutation<ShiftRecord, Values>({
    request: (body) => ({ method: 'POST', path: `/api/soquy/ca/${shift._id}/dong`, body }),
    invalidates: ['/api/soquy/ca', '/api/soquy'],
    success: () => text('close.done'),
    form,
  });
  const submit = async (values: Values) => {
    if (counted === null) return;
    setRefusal(null);
    const reason = values.lydo_chenhlech?.trim();
    const outcome = await close.run({
      tienmatthucte: counted,
      lydo_chenhlech: difference === 0 ? null : (reason ?? null),
    } as Values);
    if (outcome.success) onClosed(outcome.data);
    else if (!outcome.errors) setRefusal(outcome.message);
  };
  return (
    <Modal
      open
      title={text('close.title')}
      okText={text('close.submit')}
      cancelText={text('close.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={close.busy}
      width="min(560px, 96vw)"
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
        <p>
          {text('fields.tienmatdukien')}: <strong data-testid="expected">{money(shift.tienmatdukien)}</strong>
          <br />
          <Typography.Text type="secondary">
            {text('close.expectedHint', {
              float: money(shift.tiendauca),
              cash: signedMoney(shift.theophuongthuc.TIEN_MAT),
            })}
          </Typography.Text>
        </p>
        <Segmented<Mode>
          aria-label={text('close.how')}
          value={mode}
          onChange={(next) => {
            setMode(next);
            // The count note by note carries over as the total, so switching back keeps it.
            if (next === 'total' && mode === 'notes') form.setFieldValue('tienmatthucte', countTotal(notes));
          }}
          options={[
            { value: 'total', label: text('close.byTotal') },
            { value: 'notes', label: text('close.byNote') },
          ]}
          style={{ marginBottom: 12 }}
        />
        {mode === 'notes' ? (
          <DenominationCount value={notes} onChange={setNotes} />
        ) : (
          <Form.Item
            name="tienmatthucte"
            label={text('fields.tienmatthucte')}
            rules={[
              { required: true, message: text('close.countRequired') },
              {
                validator: (_, v) =>
                  v == null || readable(v) ? Promise.resolve() : Promise.reject(new Error(text('close.countInvalid'))),
              },
            ]}
          >
            <NumberInput kind="money" min={0} suffix="₫" autoFocus />
          </Form.Item>
        )}
        <p style={{ margin: '12px 0' }}>
          {text('fields.chenhlech')}: <Difference difference={difference} />
        </p>
        <Form.Item
          name="lydo_chenhlech"
          label={text('fields.lydo_chenhlech')}
          required={difference !== null && difference !== 0}
          rules={[
            {
              validator: (_, v?: string) =>
                difference !== null && difference !== 0 && !v?.trim()
                  ? Promise.reject(new Error(text('close.reasonRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={500} disabled={difference === 0} />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Form>
    </Modal>
  );
}
