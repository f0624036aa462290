// A lab order's result entry on the kit form: one number field per test of the panel, flagged while it is typed by
// the same rule the server stores (the range chosen for this patient), and a remark; the contract's rules checked
// before sending, the server's messages under their values, and leaving with unsaved values asks first.
import { labFlag, labResultInput, type OrderRecord } from '@phongkham/contracts';
import { Form, Input, Table, Typography } from 'antd';
import { formatRange } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { Field, FieldList, type FormSpec } from '../../kit/form';
import { isNumberReadable, NumberInput } from '../../kit/NumberInput';
import styles from './Lab.module.css';
import { ResultForm } from './ResultForm';
import { FlagTag, useOrderText } from './orderTexts';

type Entry = OrderRecord['chiso'][number];

/** The flag of the value typed so far, by the patient's range. */
function LiveFlag({ index, entry }: { index: number; entry: Entry }) {
  const value = Form.useWatch(['giatri', index, 'giatri']) as number | null | undefined;
  return <FlagTag flag={value == null || Number.isNaN(value) ? null : labFlag(value, entry.khoang)} />;
}

/** A value the field cannot read is refused by the contract's rule; this says how to write one. */
function UnreadableHint() {
  const text = useOrderText();
  const values = (Form.useWatch('giatri') ?? []) as { giatri?: number | null }[];
  if (values.every((row) => isNumberReadable(row?.giatri))) return null;
  return <Typography.Text type="danger">{text('unreadableValue')}</Typography.Text>;
}

function LabValues({ record }: { record: OrderRecord }) {
  const text = useOrderText();
  const { lang } = useI18n();
  return (
    <>
      <FieldList name="giatri">
        {() => (
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
                render: (_, entry, index) => (
                  <Field name={[index, 'giatri']} className={styles.valueItem}>
                    <NumberInput aria-label={entry.ten} className={styles.valueInput} />
                  </Field>
                ),
              },
              { title: text('fields.co'), render: (_, entry, index) => <LiveFlag index={index} entry={entry} /> },
              { title: text('fields.donvi'), dataIndex: 'donvi' },
              {
                title: text('fields.khoang'),
                render: (_, entry) => formatRange(lang, entry.khoang?.thap, entry.khoang?.cao),
              },
            ]}
          />
        )}
      </FieldList>
      <UnreadableHint />
      <Field name="ketluan" label={text('fields.ghichu')} className={styles.remark}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Field>
    </>
  );
}

export function LabEntry({ record }: { record: OrderRecord }) {
  const spec: FormSpec = {
    fields: <LabValues record={record} />,
    transforms: {
      giatri: { toForm: () => record.chiso.map((entry) => ({ chiso_id: entry.chiso_id, giatri: entry.giatri })) },
    },
  };
  return <ResultForm record={record} schema={labResultInput} spec={spec} />;
}
