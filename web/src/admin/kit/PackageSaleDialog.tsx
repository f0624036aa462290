// Selling a service package: the clinic's packages on sale, each with its price, sessions and validity, one picked and
// sold by the caller (a line added to the bill's draft, or a counter bill opened from the patient's chart). Shared by
// the bills and the chart, so it lives in the kit; the server's refusal shows in the dialog.
import { servicePackageResource, type ServicePackageRow } from '@phongkham/contracts';
import { Alert, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { Outcome } from '../../shared/api/client';
import { formatPrice } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { plain } from './list';
import { useAllRows } from './query';

const key = 'admin.resources.servicePackages.sale';

export function PackageSaleDialog({
  title,
  okText,
  busy,
  onClose,
  onSubmit,
}: {
  title: string;
  okText: string;
  busy: boolean;
  onClose: () => void;
  /** Sells the package picked; the dialog closes on success and says the server's refusal otherwise. */
  onSubmit: (goidichvu_id: string) => Promise<Outcome<unknown>>;
}) {
  const { t } = useI18n();
  const packages = useAllRows<ServicePackageRow>(servicePackageResource.api, { hoatdong: true, sort: 'ten' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picked = packages.data?.find((row) => row._id === chosen);
  const submit = async () => {
    if (!chosen) return;
    setError(null);
    const outcome = await onSubmit(chosen);
    if (outcome.success) onClose();
    else setError(Object.values(outcome.errors ?? {})[0] ?? outcome.message);
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ disabled: !chosen, loading: busy }}
      cancelText={t('admin.kit.cancel')}
      onCancel={onClose}
      onOk={() => void submit()}
      width="min(520px, 96vw)"
    >
      <label>
        {t(`${key}.package`)}
        <Select
          aria-label={t(`${key}.package`)}
          showSearch={{
            filterOption: (input, option) => plain(String(option?.label ?? '')).includes(plain(input)),
          }}
          loading={packages.isPending}
          value={chosen}
          onChange={setChosen}
          style={{ width: '100%' }}
          placeholder={t(`${key}.placeholder`)}
          notFoundContent={t(`${key}.none`)}
          options={(packages.data ?? []).map((row) => ({
            value: row._id,
            label: `${row.ten} · ${formatPrice(row.giaban)}`,
          }))}
        />
      </label>
      {picked && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t(`${key}.summary`, { sessions: picked.tongluot, days: picked.hieuluc_ngay })}{' '}
          {t(`${key}.rules.${picked.quytac_hoantien}`)}
        </Typography.Paragraph>
      )}
      {error && <Alert type="error" style={{ marginTop: 8 }} title={error} />}
    </Modal>
  );
}
