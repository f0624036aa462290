// A VietQR code to scan: a bill's for its balance (GET /api/hoadon/:id/vietqr), or a deposit's for the amount typed
// (GET /api/tamung/vietqr): the NAPAS code the customer scans with a banking app, with the amount and the memo (the
// bill's number, the patient's code) beside it. The server builds the code; a clinic without a bank account or a bill
// with nothing due is refused with the server's message.
import type { VietQrAnswer } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { fetchData } from '../../kit/query';
import { money, useBillText } from './billTexts';
import styles from './Billing.module.css';

/** The code at `path` for `amount` (read again whenever the amount changes: a split payment lowers a balance). */
export function useVietQr(path: string, amount: number, enabled: boolean, query?: Record<string, string | number>) {
  return useQuery({
    queryKey: [path, 'vietqr', amount, query],
    queryFn: () => fetchData<VietQrAnswer>(path, query, true),
    enabled,
  });
}

export function VietQrPanel({ qr }: { qr: ReturnType<typeof useVietQr> }) {
  const text = useBillText();
  if (qr.isPending) return <Spin />;
  if (qr.isError) return <Alert type="error" showIcon title={qr.error.message} />;
  return (
    <div className={styles.qr}>
      <QRCodeSVG value={qr.data.chuoi} size={196} marginSize={2} role="img" aria-label={text('pay.qrLabel')} />
      <div className={styles.qrFacts}>
        <div>{text('pay.qrAmount')}</div>
        <div className={styles.qrAmount}>{money(qr.data.sotien)}</div>
        <div>{text('pay.qrMemo')}</div>
        <div className={styles.qrMemo}>{qr.data.so}</div>
        <p className={styles.qrHint}>{text('pay.qrHint')}</p>
      </div>
    </div>
  );
}
