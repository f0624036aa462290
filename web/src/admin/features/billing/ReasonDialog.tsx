// A move that asks why (voiding a bill): the reason typed, the server's refusal shown under it.
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Outcome } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/I18nProvider';

export function ReasonDialog({
  title,
  label,
  okText,
  busy,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  okText: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<Outcome<unknown>>;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const outcome = await onSubmit(reason.trim());
    if (outcome.success) onClose();
    else setError(Object.values(outcome.errors ?? {})[0] ?? outcome.message);
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy, disabled: !reason.trim() }}
      cancelText={t('admin.kit.cancel')}
      onCancel={onClose}
      onOk={() => void submit()}
    >
      <label>
        {label}
        <Input.TextArea
          aria-label={label}
          maxLength={500}
          rows={3}
          status={error ? 'error' : undefined}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {error && <Alert type="error" style={{ marginTop: 8 }} title={error} />}
    </Modal>
  );
}
