// A lab order's result entry: one number field per test of the panel, flagged while it is typed by the same rule
// the server stores (the range chosen for this patient), and a remark.
import { labFlag, labOrderResource, type OrderRecord } from '@phongkham/contracts';
import { Button, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { isNumberReadable, NumberInput } from '../../kit/NumberInput';
import styles from './Lab.module.css';
import { FlagTag, useOrderText } from './orderTexts';

type Values = Record<string, number | null>;

export function LabEntry({ record, onSaved }: { record: OrderRecord; onSaved: () => void }) {
  const text = useOrderText();
  const { lang } = useI18n();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(record.chiso.map((entry) => [entry.chiso_id, entry.giatri])),
  );
  const [ketluan, setKetluan] = useState(record.ketluan ?? '');
  const [busy, setBusy] = useState(false);
  const readable = Object.values(values).every(isNumberReadable);
  const save = async () => {
    setBusy(true);
    const outcome = await adminApi.send('PUT', `${labOrderResource.api}/${record._id}/ketqua`, {
      giatri: record.chiso.map((entry) => ({ chiso_id: entry.chiso_id, giatri: values[entry.chiso_id] ?? null })),
      ketluan: ketluan || null,
    });
    setBusy(false);
    if (outcome.success) onSaved();
  };
  return (
    <>
      <Table
        size="small"
        pagination={false}
        rowKey="chiso_id"
        dataSource={record.chiso}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: text('fields.chiso'), render: (_, entry) => (lang === 'en' && entry.ten_en) || entry.ten },
          {
            title: text('fields.giatri'),
            render: (_, entry) => (
              <NumberInput
                aria-label={entry.ten}
                className={styles.valueInput}
                value={values[entry.chiso_id] ?? null}
                onChange={(value) => setValues({ ...values, [entry.chiso_id]: value })}
              />
            ),
          },
          {
            title: text('fields.co'),
            render: (_, entry) => {
              const value = values[entry.chiso_id];
              return <FlagTag flag={value == null || Number.isNaN(value) ? null : labFlag(value, entry.khoang)} />;
            },
          },
          { title: text('fields.donvi'), dataIndex: 'donvi' },
          {
            title: text('fields.khoang'),
            render: (_, entry) => formatRange(lang, entry.khoang?.thap, entry.khoang?.cao),
          },
        ]}
      />
      <Typography.Text strong className={styles.label}>
        {text('fields.ghichu')}
      </Typography.Text>
      <Input.TextArea rows={2} maxLength={2000} value={ketluan} onChange={(event) => setKetluan(event.target.value)} />
      {/* A value the field cannot read is never sent: JSON would carry it as null, clearing the result. */}
      {!readable && <Typography.Text type="danger">{text('unreadableValue')}</Typography.Text>}
      <Button type="primary" loading={busy} disabled={!readable} onClick={() => void save()} className={styles.save}>
        {text('saveResult')}
      </Button>
    </>
  );
}
