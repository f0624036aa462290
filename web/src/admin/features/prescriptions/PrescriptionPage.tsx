// The prescription page (/admin/don-thuoc/:id): the patient's header (the identity signing needs completed in place),
// the warnings (allergy, an active ingredient twice), then the draft on the kit form: a young child's fields, the
// lines (PrescriptionLine.tsx), the advice and the follow-up day, each checked by the contract's rule the server
// applies, the server's messages under their fields, and leaving with unsaved changes asks first. Save, sign (saving
// first; directions naming another route confirmed), print; a signed prescription is voided with a reason and
// reissued as a new one.
import {
  drugResource,
  grantsAny,
  movesFor,
  prescriptionInput,
  prescriptionMoves,
  prescriptionResource,
  prescriptionWarnings,
  type DrugRow,
  type PrescriptionRecord,
} from '@phongkham/contracts';
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Outcome } from '../../../shared/api/client';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { DayInput } from '../../kit/DayPickers';
import { Field, FieldList, KitForm, type FormSpec, type Values } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { NumberInput } from '../../kit/NumberInput';
import { useAllRows, useInvalidate } from '../../kit/query';
import { useStaff } from '../../session';
import { identityMissing, PatientIdentity } from './PatientIdentity';
import { PrescriptionHeader } from './PrescriptionHeader';
import { lineConflict, lineOf, newLine, PrescriptionLine, type LineDraft } from './PrescriptionLine';
import { PrescriptionSheet } from './PrescriptionSheet';
import styles from './Prescriptions.module.css';
import { VoidButton } from './VoidButton';

const key = 'admin.resources.prescriptions';
const api = prescriptionResource.api;

/** The draft's fields: a young child's weight and companion, the lines, the advice and the follow-up day. */
function DraftFields({
  record,
  catalogue,
  draft,
}: {
  record: PrescriptionRecord;
  catalogue: DrugRow[];
  draft: boolean;
}) {
  const { t } = useI18n();
  const text = (name: string) => t(`${key}.${name}`);
  return (
    <>
      {record.treem && (
        <Space wrap align="start">
          <span className={styles.age}>
            {text('fields.tuoi_thang')}: <strong>{record.tuoi_thang}</strong>
          </span>
          <Field name="cannang">
            <NumberInput aria-label={text('fields.cannang')} min={0.5} max={300} style={{ width: 100 }} />
          </Field>
          <Field name="nguoigiamho">
            <Input aria-label={text('fields.nguoigiamho')} maxLength={150} style={{ width: 240 }} />
          </Field>
        </Space>
      )}
      <h3>{text('fields.chitiet')}</h3>
      <FieldList name="chitiet">
        {(lines, { add, remove }) => (
          <>
            {lines.map((line) => (
              <PrescriptionLine
                key={line.key}
                index={line.name}
                catalogue={catalogue}
                saved={record.chitiet}
                draft={draft}
                onRemove={() => remove(line.name)}
              />
            ))}
            {draft && (
              <Button icon={<PlusOutlined />} className={styles.addLine} onClick={() => add({ ...newLine })}>
                {text('addLine')}
              </Button>
            )}
          </>
        )}
      </FieldList>
      <Field name="loidan">
        <Input.TextArea aria-label={text('fields.loidan')} maxLength={2000} rows={2} />
      </Field>
      <Field name="ngaytaikham">
        <DayInput aria-label={text('fields.ngaytaikham')} style={{ width: 180 }} />
      </Field>
    </>
  );
}

export function PrescriptionPage({ record: initial }: { record: PrescriptionRecord }) {
  const { t } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const staff = useStaff();
  const canUpdate = grantsAny(staff.vaitro.menu, prescriptionResource.urls, 'update');
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [record, setRecord] = useState(initial);
  // A newer reading (the patient's citizen id saved elsewhere, another tab's save) replaces the header's record; the
  // lines being typed stay as they are.
  const [readAt, setReadAt] = useState(initial);
  if (initial !== readAt) {
    setReadAt(initial);
    setRecord(initial);
  }
  // Back on the page (from the patient's record in another tab, say), read the prescription again: a draft states
  // the citizen id the patient's record holds now.
  useEffect(() => {
    const again = () => void invalidate([api]);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [invalidate]);
  // What the server refused outside the form's fields (the citizen id signing needs, a reissue refused).
  const [problem, setProblem] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const drugs = useAllRows<DrugRow>(drugResource.api, { hoatdong: true });
  const catalogue = drugs.data ?? [];
  const draft = record.trangthai === 'NHAP' && canUpdate;
  // Signing and voiding as the declaration allows them from the prescription's state and the reader's grants.
  const moves = movesFor(prescriptionMoves, record.trangthai, (flag) =>
    grantsAny(staff.vaitro.menu, prescriptionResource.urls, flag),
  );
  const lines = (Form.useWatch('chitiet', form) ?? record.chitiet.map(lineOf)) as Partial<LineDraft>[];
  const chosen = lines.flatMap((line) => catalogue.filter((row) => row._id === line?.thuoc_id));
  // Route contradictions are shown on their line.
  const warnings = (draft ? prescriptionWarnings(record.diung, chosen) : record.canhbao).filter(
    (warning) => warning.loai !== 'DUONG_DUNG',
  );
  const conflicts = lines.filter((line) => lineConflict(line, catalogue, record.chitiet)).length;
  const drugName = (id: string) => catalogue.find((row) => row._id === id)?.tenthuoc ?? id;

  const save = useResourceMutation<PrescriptionRecord, Values>({
    request: (body) => ({ method: 'PUT', path: `${api}/${record._id}`, body }),
    invalidates: [api],
  });
  // Directions naming another route were confirmed by the doctor in the sign button's question.
  const signing = useResourceMutation<PrescriptionRecord, void>({
    request: () => ({ method: 'POST', path: `${api}/${record._id}/ky`, body: { xacnhan_duongdung: conflicts > 0 } }),
    invalidates: [api],
    form,
  });
  const reissuing = useResourceMutation<PrescriptionRecord, void>({
    request: () => ({ method: 'POST', path: `${api}/${record._id}/cap-lai`, body: {} }),
    invalidates: [api],
  });
  const answered = (next: PrescriptionRecord) => {
    setRecord(next);
    setProblem(null);
    form.setFieldsValue({ chitiet: next.chitiet.map(lineOf) });
  };
  const sign = async (saveForm: () => Promise<Outcome<unknown> | null>) => {
    if (!(await saveForm())?.success) return;
    const outcome = await signing.run();
    if (outcome.success) answered(outcome.data);
    else setProblem(outcome.errors?.cccd ?? null);
  };
  const reissue = async () => {
    const outcome = await reissuing.run();
    if (!outcome.success) return setProblem(outcome.message);
    void navigate(`/don-thuoc/${outcome.data._id}`);
  };
  const spec: FormSpec = {
    fields: <DraftFields record={record} catalogue={catalogue} draft={draft} />,
    transforms: { chitiet: { toForm: () => initial.chitiet.map(lineOf) } },
    // A child's weight and companion are asked only of a young child.
    finish: (body) => (record.treem ? body : { ...body, cannang: null, nguoigiamho: null }),
  };

  return (
    <div>
      <PrescriptionHeader record={record} />
      {draft && identityMissing(record) && (
        // The header's record only: the lines being typed are not saved yet and stay as they are.
        <PatientIdentity record={record} onSaved={setRecord} />
      )}
      {warnings.map((warning, index) => (
        <Alert
          key={index}
          type="warning"
          showIcon
          className={styles.notice}
          title={
            warning.loai === 'DI_UNG'
              ? text('warnings.allergy', { drug: warning.tenthuoc, allergy: warning.diung })
              : text('warnings.duplicate', {
                  ingredient: warning.hoatchat,
                  drugs: warning.thuoc_ids.map(drugName).join(', '),
                })
          }
        />
      ))}
      {problem && <Alert type="error" showIcon className={styles.notice} title={problem} />}
      <div className={styles.draft}>
        <KitForm
          key={record._id}
          form={form}
          schema={prescriptionInput}
          labels={`${key}.fields`}
          spec={spec}
          record={initial as unknown as Values}
          readOnly={!draft}
          submitText={text('save')}
          submit={save.run}
          onSaved={(next) => answered(next as PrescriptionRecord)}
          extra={(_discard, saveForm) => (
            <>
              {moves.includes('KY') &&
                (conflicts > 0 ? (
                  <Popconfirm
                    title={text('routeConfirmTitle')}
                    description={text('routeConfirm')}
                    okText={text('sign')}
                    cancelText={t('admin.kit.cancel')}
                    onConfirm={() => void sign(saveForm)}
                  >
                    <Button type="primary" loading={signing.busy}>
                      {text('sign')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="primary" loading={signing.busy} onClick={() => void sign(saveForm)}>
                    {text('sign')}
                  </Button>
                ))}
              {moves.includes('HUY') && <VoidButton record={record} onDone={answered} />}
              {canUpdate && record.trangthai === 'HUY' && record.kyluc && !record.caplai_id && (
                <Button loading={reissuing.busy} onClick={() => void reissue()}>
                  {text('reissue')}
                </Button>
              )}
              <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
                {text(['DA_KY', 'DA_PHAT', 'PHAT_MOT_PHAN'].includes(record.trangthai) ? 'print' : 'printDraft')}
              </Button>
            </>
          )}
        />
      </div>
      {printing && <PrescriptionSheet record={record} onClose={() => setPrinting(false)} />}
    </div>
  );
}
