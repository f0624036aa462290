// A patient's deposit (tạm ứng) in one dialog: the balance, taking a deposit or paying one back (each as the reader's
// grants on the bills' page allow), and the documents that moved it, each with the balance it left. Opened by the
// "Tạm ứng" button, from a bill of the patient, the bills narrowed to the patient, or the patient's chart; a deposit
// taken prints at once as a deposit receipt.
import { billResource, type DepositEntry } from '@phongkham/contracts';
import { Button, List, Modal, Segmented, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDateTime } from '../../kit/columns';
import { useScreenGrants } from '../../kit/grants';
import { money, useBillText } from './billTexts';
import { RefundDeposit, TakeDeposit } from './DepositForms';
import { ReceiptSheet } from './ReceiptSheet';
import { useDeposit } from './tender';
import styles from './Billing.module.css';

/** Money in (a deposit taken, a bill's refund put back) shows with a plus, money out with a minus. */
const inward = (entry: DepositEntry) => entry.loai === 'NOP' || entry.loai === 'HOAN_VE';

function History({ entries }: { entries: DepositEntry[] }) {
  const text = useBillText();
  const { lang } = useI18n();
  return (
    <List
      size="small"
      header={text('deposit.history')}
      locale={{ emptyText: text('deposit.none') }}
      dataSource={entries.slice(0, 8)}
      renderItem={(entry) => (
        <List.Item>
          <div className={styles.depositEntry}>
            <span>
              <strong className={styles.nowrap}>{entry.so}</strong> · {text(`deposit.moves.${entry.loai}`)}
              {entry.hoadon_so && <span className={styles.nowrap}> {entry.hoadon_so}</span>}
              <div className={styles.code}>
                {formatDateTime(lang, entry.createdAt)}
                {entry.lydo ? ` · ${entry.lydo}` : ''}
              </div>
            </span>
            <span className={styles.amount}>
              {inward(entry) ? '+' : '−'}
              {money(entry.sotien)}
              <div className={styles.code}>{text('deposit.after', { balance: money(entry.sodu) })}</div>
            </span>
          </div>
        </List.Item>
      )}
    />
  );
}

export function DepositDialog({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const text = useBillText();
  const { t } = useI18n();
  const grants = useScreenGrants(billResource.urls);
  const account = useDeposit(patientId);
  const [mode, setMode] = useState<'take' | 'refund'>(grants.create ? 'take' : 'refund');
  const [printing, setPrinting] = useState<string | null>(null);
  const data = account.data;
  const refundable = grants.update && (data?.sodu ?? 0) > 0;
  const modes = [
    ...(grants.create ? [{ value: 'take' as const, label: text('deposit.take') }] : []),
    ...(refundable ? [{ value: 'refund' as const, label: text('deposit.refund') }] : []),
  ];
  const shown = modes.some((option) => option.value === mode) ? mode : modes[0]?.value;
  return (
    <>
      <Modal
        open
        title={
          data ? (
            <>
              {text('deposit.title', { who: data.benhnhan_hoten })}{' '}
              <span className={styles.nowrap}>({data.benhnhan_ma})</span>
            </>
          ) : (
            text('deposit.open')
          )
        }
        onCancel={onClose}
        width="min(560px, 96vw)"
        footer={[
          <Button key="close" onClick={onClose}>
            {t('admin.kit.close')}
          </Button>,
        ]}
      >
        {!data ? (
          <Spin />
        ) : (
          <div className={styles.payment}>
            <div className={styles.balanceLine}>
              <span>{text('deposit.balance')}</span>
              <strong aria-label={text('deposit.balance')}>{money(data.sodu)}</strong>
            </div>
            {modes.length > 1 && (
              <Segmented
                block
                aria-label={text('deposit.mode')}
                value={shown}
                onChange={(value) => setMode(value as 'take' | 'refund')}
                options={modes}
              />
            )}
            {shown === 'take' && <TakeDeposit patientId={patientId} onPrint={setPrinting} />}
            {shown === 'take' && <Typography.Text type="secondary">{text('deposit.explain')}</Typography.Text>}
            {shown === 'refund' && <RefundDeposit patientId={patientId} balance={data.sodu} />}
            <History entries={data.chungtu} />
          </div>
        )}
      </Modal>
      {printing && <ReceiptSheet id={printing} onClose={() => setPrinting(null)} />}
    </>
  );
}

/** The "Tạm ứng" button and its dialog, for a reader who may take or pay back a deposit. */
export function DepositButton({ patientId, size }: { patientId: string; size?: 'small' | 'middle' }) {
  const text = useBillText();
  const grants = useScreenGrants(billResource.urls);
  const [open, setOpen] = useState(false);
  if (!grants.create && !grants.update) return null;
  return (
    <>
      <Button size={size} onClick={() => setOpen(true)}>
        {text('deposit.open')}
      </Button>
      {open && <DepositDialog patientId={patientId} onClose={() => setOpen(false)} />}
    </>
  );
}
