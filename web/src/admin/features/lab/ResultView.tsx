// An order's result as it stands, read-only: the lab values with their flags, or the imaging report and pictures.
import { isAbnormal, type OrderRecord } from '@phongkham/contracts';
import { Table, Typography } from 'antd';
import { formatNumber, formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import styles from './Lab.module.css';
import { FlagTag, useOrderText } from './orderTexts';
import { Pictures } from './Pictures';

/** The result as it stands, read-only (verified, or for a reader without the update grant). */
export function ResultView({ record }: { record: OrderRecord }) {
  const text = useOrderText();
  const { lang } = useI18n();
  if (record.loai === 'XET_NGHIEM') {
    return (
      <Table
        size="small"
        pagination={false}
        rowKey="chiso_id"
        dataSource={record.chiso}
        scroll={{ x: 'max-content' }}
        rowClassName={(entry) => (isAbnormal(entry.co) ? styles.abnormalRow! : '')}
        columns={[
          { title: text('fields.chiso'), render: (_, entry) => (lang === 'en' && entry.ten_en) || entry.ten },
          {
            title: text('fields.giatri'),
            render: (_, entry) => formatNumber(lang, entry.giatri, { decimals: 6 }) || '—',
          },
          { title: text('fields.co'), render: (_, entry) => <FlagTag flag={entry.co} /> },
          { title: text('fields.donvi'), dataIndex: 'donvi' },
          {
            title: text('fields.khoang'),
            render: (_, entry) => formatRange(lang, entry.khoang?.thap, entry.khoang?.cao),
          },
        ]}
      />
    );
  }
  return (
    <div className={styles.report}>
      <Typography.Text strong>{text('fields.mota')}</Typography.Text>
      <Typography.Paragraph className={styles.prewrap}>{record.mota || '—'}</Typography.Paragraph>
      <Typography.Text strong>{text('fields.ketluan')}</Typography.Text>
      <Typography.Paragraph className={styles.prewrap}>{record.ketluan || '—'}</Typography.Paragraph>
      <Pictures pictures={record.hinhanh} />
    </div>
  );
}
