// The patient's service packages on the chart (GET /api/goidichvu/benhnhan/:id), for staff who hold view on the bills
// or the packages: each package with its sessions left per service, its last day, the bill that sold it, and its
// state (in use, expired, refunded). A cashier sells a package from here (a counter bill, opened on its page) and
// refunds a package's unused sessions by its rule (the server works the amount out and makes the refund document).
import {
  billResource,
  PACKAGE_READERS,
  paymentMethods,
  servicePackageResource,
  type BillDetail,
  type PatientPackage,
  type PaymentMethod,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, List, Modal, Progress, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { calendarDay } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { PackageSaleDialog } from '../../kit/PackageSaleDialog';
import { fetchData } from '../../kit/query';
import styles from './PatientPackages.module.css';

const key = 'admin.resources.servicePackages.chart';
const api = servicePackageResource.api;
const stateColors = { HOAT_DONG: 'green', HET_HAN: 'default', DA_HOAN_TIEN: 'orange' } as const;

/** Refunding one package's unused sessions: the amount the rule gives, how it is paid back, and why. */
function RefundDialog({ pack, onClose }: { pack: PatientPackage; onClose: () => void }) {
  const { t } = useI18n();
  const [method, setMethod] = useState<PaymentMethod>('TIEN_MAT');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refunding = useResourceMutation<PatientPackage[], void>({
    request: () => ({
      method: 'POST',
      path: `${api}/goibenhnhan/${pack._id}/hoantien`,
      body: { lydo: reason.trim(), phuongthuc: method },
      options: { silent: true },
    }),
    invalidates: [api, billResource.api],
    success: () => t(`${key}.refundDone`, { name: pack.ten }),
  });
  const submit = async () => {
    setRefusal(null);
    const outcome = await refunding.run();
    if (outcome.success) onClose();
    else setRefusal(Object.values(outcome.errors ?? {})[0] ?? outcome.message);
  };
  return (
    <Modal
      open
      title={t(`${key}.refundTitle`, { name: pack.ten })}
      okText={t(`${key}.refundOk`)}
      okButtonProps={{ danger: true, disabled: !reason.trim(), loading: refunding.busy }}
      cancelText={t('admin.kit.cancel')}
      onCancel={onClose}
      onOk={() => void submit()}
      width="min(520px, 96vw)"
    >
      <Space orientation="vertical" size="middle" className={styles.full}>
        <Typography.Paragraph>
          {t(`${key}.refundExplain`, {
            used: pack.dadung,
            total: pack.tongluot,
            amount: formatPrice(pack.hoantien_dukien ?? 0),
          })}
        </Typography.Paragraph>
        <label>
          {t(`${key}.method`)}
          <Select<PaymentMethod>
            aria-label={t(`${key}.method`)}
            value={method}
            onChange={setMethod}
            className={styles.full}
            options={paymentMethods.map((value) => ({ value, label: t(`admin.resources.bills.methods.${value}`) }))}
          />
        </label>
        <label>
          {t(`${key}.reason`)}
          <Input.TextArea
            aria-label={t(`${key}.reason`)}
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {refusal && <Alert type="error" title={refusal} />}
      </Space>
    </Modal>
  );
}

/** One package: its name and state, what is left of each service, its validity, sale and refund. */
function PackageItem({ pack, onRefund }: { pack: PatientPackage; onRefund?: () => void }) {
  const { t } = useI18n();
  const state = pack.trangthai === 'HOAT_DONG' && pack.hethan ? 'HET_HAN' : pack.trangthai;
  return (
    <List.Item
      actions={
        onRefund && pack.hoantien_dukien
          ? [
              <Button key="refund" size="small" onClick={onRefund}>
                {t(`${key}.refund`)}
              </Button>,
            ]
          : []
      }
    >
      <Space orientation="vertical" size={4} className={styles.full}>
        <Space wrap size={8}>
          <strong>{pack.ten}</strong>
          <Tag color={stateColors[state]}>{t(`${key}.states.${state}`)}</Tag>
        </Space>
        {pack.dong.map((line) => (
          <div key={line._id} className={styles.packageLine}>
            <span>{line.ten}</span>
            <Progress
              percent={Math.round((line.conlai / line.soluot) * 100)}
              showInfo={false}
              size="small"
              status={state === 'HOAT_DONG' ? 'active' : 'normal'}
              aria-label={`${line.ten}: ${t(`${key}.left`, { left: line.conlai, total: line.soluot })}`}
              className={styles.packageBar}
            />
            <Typography.Text className={styles.packageLeft}>
              {t(`${key}.left`, { left: line.conlai, total: line.soluot })}
            </Typography.Text>
          </div>
        ))}
        <Typography.Text type="secondary">
          {t(`${key}.validUntil`, { day: calendarDay(pack.hieuluc_den) })} ·{' '}
          {t(`${key}.bought`, { day: calendarDay(pack.ngaymua) })}{' '}
          <Link to={`/hoa-don/${pack.hoadon_id}`} className={styles.nowrap}>
            {pack.hoadon_so}
          </Link>
        </Typography.Text>
        {pack.hoantien !== null && (
          <Typography.Text type="secondary">
            {t(`${key}.refunded`, { amount: formatPrice(pack.hoantien), so: pack.phieuchi_so ?? '' })}
          </Typography.Text>
        )}
      </Space>
    </List.Item>
  );
}

export function PatientPackagesPanel({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const readers = useScreenGrants(PACKAGE_READERS);
  const bills = useScreenGrants(billResource.urls);
  const [selling, setSelling] = useState(false);
  const [refunding, setRefunding] = useState<PatientPackage | null>(null);
  const packages = useQuery({
    queryKey: [api, 'benhnhan', patientId],
    queryFn: () => fetchData<PatientPackage[]>(`${api}/benhnhan/${patientId}`),
    enabled: readers.view,
  });
  const sale = useResourceMutation<BillDetail, string>({
    request: (goidichvu_id) => ({
      method: 'POST',
      path: billResource.api,
      body: { benhnhan_id: patientId, dong: [{ loai: 'GOI', goidichvu_id, soluong: 1 }] },
      options: { silent: true },
    }),
    invalidates: [billResource.api],
    success: (bill) => t(`${key}.sold`, { so: bill.so }),
  });
  if (!readers.view) return null;
  const sell = async (goidichvu_id: string) => {
    const outcome = await sale.run(goidichvu_id);
    if (outcome.success) void navigate(`/hoa-don/${outcome.data._id}`);
    return outcome;
  };
  return (
    <Card
      size="small"
      title={t(`${key}.title`)}
      loading={packages.isPending}
      className={styles.block}
      extra={
        bills.create && (
          <Button size="small" onClick={() => setSelling(true)}>
            {t(`${key}.sell`)}
          </Button>
        )
      }
    >
      <List<PatientPackage>
        dataSource={packages.data ?? []}
        locale={{ emptyText: t(`${key}.none`) }}
        renderItem={(pack) => (
          <PackageItem pack={pack} onRefund={bills.update ? () => setRefunding(pack) : undefined} />
        )}
      />
      {selling && (
        <PackageSaleDialog
          title={t(`${key}.sellTitle`, { name: patientName })}
          okText={t(`${key}.sellOk`)}
          busy={sale.busy}
          onClose={() => setSelling(false)}
          onSubmit={sell}
        />
      )}
      {refunding && <RefundDialog pack={refunding} onClose={() => setRefunding(null)} />}
    </Card>
  );
}
