// The bill's VietQR for its balance (GET /api/hoadon/:id/vietqr): the NAPAS code the customer scans with a banking
// app, with the amount and the bill number (the transfer's memo) beside it. The server builds the code; a clinic
// without a bank account or a bill with nothing due is refused with the server's message.
import type { VietQrAnswer } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { fetchData } from '../../kit/query';
import { money, useBillText } from './billTexts';
import styles from './Billing.module.css';

/** The bill's code for `balance` (read again whenever the balance changes: a split payment lowers it). */
export function useVietQr(api: string, id: string, balance: number, enabled: boolean) {
  return useQuery({
    queryKey: [api, 'vietqr', id, balance],
    queryFn: () => fetchData<VietQrAnswer>(`${api}/${id}/vietqr`, undefined, true),
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
