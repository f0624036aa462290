// One visit record (/admin/kham-benh/:id): vital signs with their reference ranges, flags and BMI computed live by
// the contract's one rule; reason, history, findings; ICD-10 diagnoses (the kit's Icd10Select) with free text beside;
// conclusion, advice, follow-up. The doctor signs what is saved; a signed record is read-only and takes addenda.
// Beside it, the visit's lab and imaging orders with their results (the kit's VisitOrders) and the patient's earlier
// visits (the kit's PatientTimeline).
import { ArrowLeftOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import {
  bodyMassIndex,
  examinationInput,
  examinationResource,
  prescriptionResource,
  vitalFields,
  vitalFlags,
  vitalRange,
  vitalRules,
  recordPatient,
  ADDENDUM_MAX,
  type ExaminationRecord,
  type Lang,
  type RangedVital,
  type RecordPatient,
  type VitalBand,
  type VitalField,
  type VitalFlag,
} from '@phongkham/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { formatDay, formatNumber } from '../../../shared/format';
import { formatDateTime } from '../../kit/columns';
import { DayPicker } from '../../kit/DayPickers';
import { Field, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useScreenGrants } from '../../kit/grants';
import { useResourceMutation } from '../../kit/mutation';
import { Icd10Select } from '../../kit/Icd10Select';
import { PatientTimeline } from '../../kit/PatientTimeline';
import { VisitOrders } from '../../kit/VisitOrders';
import { ApiError, fetchData, queryKeys } from '../../kit/query';
import { NotFoundPage } from '../../pages/NotFoundPage';
import styles from './Examination.module.css';

const { api, urls } = examinationResource;
const TEXTS = 'admin.resources.examination';

/** A band as the hint shows it, in the language's numbers: "60–100", vi "18,5–<23", "≥ 70", "< 101". */
function bandText(lang: Lang, band: VitalBand): string {
  const [low, high] = [formatNumber(lang, band.low, { decimals: 1 }), formatNumber(lang, band.high, { decimals: 1 })];
  if (low && high) return `${low}–${band.highExcluded ? '<' : ''}${high}`;
  if (high) return `${band.highExcluded ? '<' : '≤'} ${high}`;
  return low ? `≥ ${low}` : '';
}

/** The range this patient is judged against (its source on hover), or "no range" where none applies to their age. */
function RangeText({ field, patient }: { field: RangedVital; patient: RecordPatient }) {
  const { t, lang } = useI18n();
  const band = vitalRange(field, recordPatient(patient));
  if (!band) return <span>{t(`${TEXTS}.noRange`)}</span>;
  return <span title={t(`${TEXTS}.rangeSources.${band.source}`)}>{bandText(lang, band)}</span>;
}

/**
 * LOW or HIGH in colour. Not an antd Tag: a signed record's form is disabled, which would grey a Tag out, and the
 * flags must stay readable there.
 */
function FlagMark({ flag }: { flag: VitalFlag }) {
  const { t } = useI18n();
  return <span className={flag === 'CAO' ? styles.flagHigh : styles.flagLow}>{t(`${TEXTS}.flags.${flag}`)}</span>;
}

/**
 * Under a vital sign: the reference range for this patient's age and sex, and LOW or HIGH in colour as soon as the
 * typed value leaves it (the server's rule, on the record's patient).
 */
function VitalHint({ field, patient }: { field: VitalField; patient: RecordPatient }) {
  const value = Form.useWatch(field) as number | null | undefined;
  const flag = vitalFlags({ ...patient, [field]: value })[field];
  return (
    <span className={styles.hint}>
      {vitalRules[field].ranged && <RangeText field={field as RangedVital} patient={patient} />}
      {flag && <FlagMark flag={flag} />}
    </span>
  );
}

/**
 * BMI from the weight and height being typed, flagged by the same rule as the server's. Shown with its one decimal
 * (vi 23,0), the value the flag judged: "23" beside "<23" read as a wrong flag.
 */
function BmiBox({ patient }: { patient: RecordPatient }) {
  const { t, lang } = useI18n();
  const cannang = Form.useWatch('cannang') as number | null | undefined;
  const chieucao = Form.useWatch('chieucao') as number | null | undefined;
  const bmi = bodyMassIndex(cannang, chieucao);
  const flag = vitalFlags({ ...patient, cannang, chieucao }).bmi;
  return (
    <Form.Item label={t(`${TEXTS}.fields.bmi`)}>
      <div className={styles.bmi} aria-live="polite">
        <strong>{bmi === null ? '—' : formatNumber(lang, bmi, { decimals: 1, fixed: true })}</strong>
        <span className={styles.hint}>
          <RangeText field="bmi" patient={patient} />
          {flag && <FlagMark flag={flag} />}
        </span>
      </div>
    </Form.Item>
  );
}

function RecordFields({ record, readOnly }: { record: ExaminationRecord; readOnly: boolean }) {
  const { t } = useI18n();
  const unit = (field: VitalField) => t(`${TEXTS}.units.${field}`);
  const known = record.chandoan;
  return (
    <>
      <Typography.Title level={5} className={styles.firstHeading}>
        {t(`${TEXTS}.vitals`)}
      </Typography.Title>
      {!record.benhnhan_ngaysinh && (
        <Typography.Paragraph type="warning">{t(`${TEXTS}.noBirthDate`)}</Typography.Paragraph>
      )}
      <Row gutter={12}>
        {vitalFields.map((field) => (
          <Col key={field} xs={12} sm={8} lg={6}>
            <Field name={field} hint={<VitalHint field={field} patient={record} />}>
              <NumberInput
                kind={vitalRules[field].decimals ? 'decimal' : 'integer'}
                className={styles.vitalInput}
                min={vitalRules[field].bounds[0]}
                max={vitalRules[field].bounds[1]}
                suffix={unit(field)}
              />
            </Field>
          </Col>
        ))}
        <Col xs={12} sm={8} lg={6}>
          <BmiBox patient={record} />
        </Col>
      </Row>
      <Field name="lydo">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Field>
      <Field name="tiensu">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
      </Field>
      <Field name="khamthucthe">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Field>
      <Typography.Title level={5}>{t(`${TEXTS}.diagnoses`)}</Typography.Title>
      <Field name="chandoan_chinh">
        <Icd10Select known={known} disabled={readOnly} />
      </Field>
      <Field name="chandoan_phu">
        <Icd10Select multiple known={known} disabled={readOnly} />
      </Field>
      <Field name="chandoan_ghichu" hint={t(`${TEXTS}.freeTextHint`)}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Field>
      <Field name="ketluan">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Field>
      <Field name="loidan">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Field>
      <Field name="ngaytaikham">
        <DayPicker />
      </Field>
    </>
  );
}

const recordForm = (record: ExaminationRecord, readOnly: boolean): FormSpec => ({
  fields: <RecordFields record={record} readOnly={readOnly} />,
  transforms: {
    ngaytaikham: {
      toForm: (values) => (values.ngaytaikham ? dayjs(String(values.ngaytaikham)) : null),
      toWire: (value) => (value ? (value as Dayjs).format('YYYY-MM-DD') : null),
    },
  },
});

/** After signing: the corrections written since, each with its author and time, and a box for another. */
function Addenda({
  record,
  mayWrite,
  onSaved,
}: {
  record: ExaminationRecord;
  mayWrite: boolean;
  onSaved: (next: ExaminationRecord) => void;
}) {
  const { t, lang } = useI18n();
  const [text, setText] = useState('');
  const adding = useResourceMutation<ExaminationRecord, string>({
    request: (noidung) => ({ method: 'POST', path: `${api}/${record._id}/bosung`, body: { noidung } }),
    invalidates: [api],
  });
  const add = async () => {
    const outcome = await adding.run(text);
    if (!outcome.success) return;
    setText('');
    onSaved(outcome.data);
  };
  return (
    <Card size="small" title={t(`${TEXTS}.addenda`)}>
      {record.bosung.length === 0 && <Typography.Text type="secondary">{t(`${TEXTS}.noAddenda`)}</Typography.Text>}
      <ol className={styles.addenda}>
        {record.bosung.map((entry) => (
          <li key={entry._id}>
            <Typography.Text type="secondary">
              {formatDateTime(lang, entry.createdAt)} · {entry.nhanvien_hoten}
            </Typography.Text>
            <div className={styles.addendumText}>{entry.noidung}</div>
          </li>
        ))}
      </ol>
      {mayWrite && (
        <Space orientation="vertical" className={styles.full}>
          <Input.TextArea
            aria-label={t(`${TEXTS}.addendum`)}
            placeholder={t(`${TEXTS}.addendumPlaceholder`)}
            value={text}
            maxLength={ADDENDUM_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setText(event.target.value)}
          />
          <Button disabled={!text.trim()} loading={adding.busy} onClick={() => void add()}>
            {t(`${TEXTS}.addAddendum`)}
          </Button>
        </Space>
      )}
    </Card>
  );
}

export function VisitRecordPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`${TEXTS}.${key}`, params);
  const grants = useScreenGrants(urls);
  const prescribing = useScreenGrants(prescriptionResource.urls);
  const client = useQueryClient();
  const saving = useResourceMutation<ExaminationRecord, Values>({
    request: (body) => ({ method: 'PUT', path: `${api}/${id}`, body }),
    invalidates: [api],
  });
  const signing = useResourceMutation<ExaminationRecord, void>({
    request: () => ({ method: 'POST', path: `${api}/${id}/ky` }),
    invalidates: [api],
  });
  const key = queryKeys.record(api, id);
  const record = useQuery({ queryKey: key, queryFn: () => fetchData<ExaminationRecord>(`${api}/${id}`) });
  if (record.isError && !(record.error instanceof ApiError && record.error.local)) return <NotFoundPage />;
  if (!record.data) return <Card loading />;
  const data = record.data;
  const signed = Boolean(data.kyluc);
  const readOnly = signed || !grants.update;
  // The server's answer at once; the write has made every other read of the resource stale already.
  const replace = (next: ExaminationRecord) => client.setQueryData(key, next);
  const sign = async () => {
    const outcome = await signing.run();
    if (outcome.success) replace(outcome.data);
  };
  const person = [
    data.benhnhan_ma,
    formatDay(lang, data.benhnhan_ngaysinh),
    data.benhnhan_gioitinh ? text(`genders.${data.benhnhan_gioitinh}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <Link to=".." relative="path">
            <ArrowLeftOutlined /> {text('backToWorklist')}
          </Link>
          <Typography.Title level={3} className={styles.title}>
            {data.benhnhan_hoten}
          </Typography.Title>
          <Typography.Text type="secondary">
            {person} ·{' '}
            {text('visitLine', { day: formatDay(lang, data.ngay), room: data.phong_ten, number: data.sothutu })}
            {data.bacsi_hoten ? ` · ${data.bacsi_hoten}` : ''}
          </Typography.Text>
        </div>
        <Space wrap>
          {prescribing.create && data.luotkham_trangthai !== 'HUY' && (
            <Link to={`/don-thuoc/moi?luotkham_id=${data.luotkham_id}`}>
              <Button icon={<MedicineBoxOutlined />}>{text('prescribe')}</Button>
            </Link>
          )}
          <Tag>{text(`states.${data.luotkham_trangthai}`)}</Tag>
          {signed && <Tag color="green">{text('signed')}</Tag>}
        </Space>
      </div>
      {signed && (
        <Alert
          type="info"
          showIcon
          title={text('signedNotice', {
            when: formatDateTime(lang, data.kyluc!),
            name: data.nguoiky_hoten ?? '',
          })}
        />
      )}
      <div className={styles.columns}>
        <Card>
          <KitForm
            key={`${data.updatedAt}-${signed}`}
            schema={examinationInput}
            labels={`${TEXTS}.fields`}
            spec={recordForm(data, readOnly)}
            record={data as unknown as Values}
            readOnly={readOnly}
            submitText={text('save')}
            submit={saving.run}
            onSaved={(next) => replace(next as ExaminationRecord)}
            extra={() =>
              !signed &&
              grants.update && (
                <Popconfirm
                  title={text('signConfirmTitle')}
                  description={text('signConfirm')}
                  okText={text('sign')}
                  cancelText={t('admin.kit.cancel')}
                  onConfirm={() => void sign()}
                >
                  <Button loading={signing.busy}>{text('sign')}</Button>
                </Popconfirm>
              )
            }
          />
        </Card>
        <div className={styles.side}>
          {signed && <Addenda record={data} mayWrite={grants.update} onSaved={replace} />}
          <Card size="small" title={text('orders')}>
            <VisitOrders
              visitId={data.luotkham_id}
              closed={signed || data.luotkham_trangthai === 'XONG' || data.luotkham_trangthai === 'HUY'}
            />
          </Card>
          <Card size="small" title={text('history')}>
            <PatientTimeline patientId={data.benhnhan_id} current={data.luotkham_id} />
          </Card>
        </div>
      </div>
    </div>
  );
}
