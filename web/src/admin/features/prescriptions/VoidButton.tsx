// The prescription's Void button and its dialog, which asks the reason (kept, shown and printed with the VOID mark).
import { prescriptionResource, type PrescriptionRecord } from '@phongkham/contracts';
import { Alert, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { useResourceMutation } from '../../kit/mutation';

const key = 'admin.resources.prescriptions';

/**
 * Voids a prescription with a reason (kept, shown and printed with the VOID mark): a signed prescription is never
 * edited, it is voided and, if need be, reissued as a new one.
 */
export function VoidButton({
  record,
  onDone,
}: {
  record: PrescriptionRecord;
  onDone: (next: PrescriptionRecord) => void;
}) {
  const { t } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const voiding = useResourceMutation<PrescriptionRecord, string>({
    request: (lydohuy) => ({
      method: 'POST',
      path: `${prescriptionResource.api}/${record._id}/huy`,
      body: { lydohuy },
    }),
    invalidates: [prescriptionResource.api],
  });
  const submit = async () => {
    const outcome = await voiding.run(reason);
    if (!outcome.success) {
      setError(outcome.errors?.lydohuy ?? outcome.message);
      return;
    }
    setOpen(false);
    onDone(outcome.data);
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {text('void')}
      </Button>
      <Modal
        open={open}
        title={text('voidTitle', { code: record.madonthuoc })}
        okText={text('voidConfirm')}
        okButtonProps={{ danger: true, loading: voiding.busy }}
        cancelText={t('admin.kit.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <p>{text('voidExplain')}</p>
        <label>
          {text('fields.lydohuy')}
          <Input.TextArea
            aria-label={text('fields.lydohuy')}
            maxLength={500}
            rows={3}
            status={error ? 'error' : undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {error && <Alert type="error" style={{ marginTop: 8 }} title={error} />}
      </Modal>
    </>
  );
}
