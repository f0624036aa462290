// The prescription page (/admin/don-thuoc/:id): the patient's header (the identity signing needs completed in place),
// the warnings (allergy, an active ingredient twice), the lines with the drug picked by name or active ingredient and
// shown with its form, strength and route (directions naming another route warned of, and confirmed at signing), the
// quantity computed as the doctor types, a young child's fields, save, sign, print; a signed prescription is voided
// with a reason and reissued as a new one.
import {
  drugResource,
  grantsAny,
  prescribedQuantity,
  prescriptionResource,
  prescriptionWarnings,
  routeConflict,
  type DrugRow,
  type PrescriptionRecord,
} from '@phongkham/contracts';
import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popconfirm, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { DayInput } from '../../kit/DayPickers';
import { NumberInput } from '../../kit/NumberInput';
import { useAllRows, useInvalidate } from '../../kit/query';
import { useStaff } from '../../session';
import { DrugSelect, useDrugForm } from './DrugSelect';
import { identityMissing, PatientIdentity } from './PatientIdentity';
import { PrescriptionHeader } from './PrescriptionHeader';
import { PrescriptionSheet, useUnitName } from './PrescriptionSheet';
import styles from './Prescriptions.module.css';
import { VoidButton } from './VoidButton';

const key = 'admin.resources.prescriptions';

interface LineDraft {
  thuoc_id: string | null;
  lieu_moilan: number | null;
  solan_ngay: number | null;
  songay: number | null;
  soluong: number | null;
  cachdung: string | null;
}

const lineOf = (line: PrescriptionRecord['chitiet'][number]): LineDraft => ({
  thuoc_id: line.thuoc_id,
  lieu_moilan: line.lieu_moilan,
  solan_ngay: line.solan_ngay,
  songay: line.songay,
  soluong: line.soluong,
  cachdung: line.cachdung,
});

/** The computed quantity of a line, once its dose, times and days are there. */
const computed = (line: LineDraft) =>
  line.lieu_moilan && line.solan_ngay && line.songay
    ? prescribedQuantity(line.lieu_moilan, line.solan_ngay, line.songay)
    : null;

export function PrescriptionPage({ record: initial }: { record: PrescriptionRecord }) {
  const { t } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const staff = useStaff();
  const canUpdate = grantsAny(staff.vaitro.menu, prescriptionResource.urls, 'update');
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const drugForm = useDrugForm();
  const unitName = useUnitName();
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
    const again = () => void invalidate([prescriptionResource.api]);
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [invalidate]);
  const [lines, setLines] = useState<LineDraft[]>(initial.chitiet.map(lineOf));
  const [loidan, setLoidan] = useState(initial.loidan ?? '');
  const [ngaytaikham, setNgaytaikham] = useState(initial.ngaytaikham ?? '');
  const [cannang, setCannang] = useState<number | null>(initial.cannang);
  const [nguoigiamho, setNguoigiamho] = useState(initial.nguoigiamho ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const drugs = useAllRows<DrugRow>(drugResource.api, { hoatdong: true });
  const catalogue = drugs.data ?? [];
  const draft = record.trangthai === 'NHAP' && canUpdate;
  const chosen = lines.flatMap((line) => {
    const drug = catalogue.find((row) => row._id === line.thuoc_id);
    return drug ? [drug] : [];
  });
  // Route contradictions are shown on their own line, below.
  const warnings = (draft ? prescriptionWarnings(record.diung, chosen) : record.canhbao).filter(
    (warning) => warning.loai !== 'DUONG_DUNG',
  );
  const drugOf = (index: number) => {
    const line = lines[index];
    const drug = catalogue.find((row) => row._id === line?.thuoc_id);
    const saved = record.chitiet.find((row) => row.thuoc_id === line?.thuoc_id);
    return drug ?? saved ?? null;
  };
  const conflictOf = (index: number) => {
    const drug = drugOf(index);
    return drug ? routeConflict(drug.duongdung, lines[index]?.cachdung) : null;
  };
  const conflicts = lines.map((_, index) => conflictOf(index)).filter(Boolean).length;

  const change = (index: number, patch: Partial<LineDraft>) =>
    setLines((list) => list.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const answered = (next: PrescriptionRecord) => {
    setRecord(next);
    setLines(next.chitiet.map(lineOf));
    setErrors({});
    void invalidate([prescriptionResource.api]);
  };
  const save = async () => {
    setBusy(true);
    const outcome = await adminApi.send<PrescriptionRecord>('PUT', `${prescriptionResource.api}/${record._id}`, {
      loidan: loidan || null,
      ngaytaikham: ngaytaikham || null,
      cannang: record.treem ? cannang : null,
      nguoigiamho: record.treem ? nguoigiamho || null : null,
      chitiet: lines.map((line) => ({
        thuoc_id: line.thuoc_id,
        lieu_moilan: line.lieu_moilan,
        solan_ngay: line.solan_ngay,
        songay: line.songay,
        soluong: line.soluong,
        cachdung: line.cachdung || null,
      })),
    });
    setBusy(false);
    if (outcome.success) answered(outcome.data);
    else setErrors(outcome.errors ?? {});
    return outcome.success;
  };
  const sign = async () => {
    if (!(await save())) return;
    setBusy(true);
    // Directions naming another route were confirmed by the doctor in the sign button's question.
    const outcome = await adminApi.send<PrescriptionRecord>('POST', `${prescriptionResource.api}/${record._id}/ky`, {
      xacnhan_duongdung: conflicts > 0,
    });
    setBusy(false);
    if (outcome.success) answered(outcome.data);
    else setErrors(outcome.errors ?? {});
  };
  const reissue = async () => {
    setBusy(true);
    const outcome = await adminApi.send<PrescriptionRecord>(
      'POST',
      `${prescriptionResource.api}/${record._id}/cap-lai`,
      {},
    );
    setBusy(false);
    if (!outcome.success) {
      setErrors({ '': outcome.message });
      return;
    }
    void invalidate([prescriptionResource.api]);
    void navigate(`/don-thuoc/${outcome.data._id}`);
  };
  const drugName = (id: string) => catalogue.find((row) => row._id === id)?.tenthuoc ?? id;
  const unitOf = (id: string | null, count?: number | null) =>
    unitName(catalogue.find((row) => row._id === id)?.donvitinh ?? '', count);

  return (
    <div>
      <PrescriptionHeader record={record} />
      {draft && identityMissing(record) && (
        // The header's record only: the lines being typed are not saved yet and stay as they are.
        <PatientIdentity
          record={record}
          onSaved={(next) => {
            setRecord(next);
            void invalidate([prescriptionResource.api]);
          }}
        />
      )}
      {warnings.map((warning, index) => (
        <Alert
          key={index}
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
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
      {errors.chitiet && <Alert type="error" showIcon style={{ marginTop: 8 }} title={errors.chitiet} />}
      {errors[''] && <Alert type="error" showIcon style={{ marginTop: 8 }} title={errors['']} />}
      {record.treem && (
        <Space wrap style={{ marginTop: 12 }} align="start">
          <span>
            {text('fields.tuoi_thang')}: <strong>{record.tuoi_thang}</strong>
          </span>
          <label>
            {text('fields.cannang')}{' '}
            <NumberInput
              aria-label={text('fields.cannang')}
              min={0.5}
              max={300}
              style={{ width: 100 }}
              disabled={!draft}
              status={errors.cannang ? 'error' : undefined}
              value={cannang}
              onChange={(value) => setCannang(value ?? null)}
            />
          </label>
          <label>
            {text('fields.nguoigiamho')}{' '}
            <Input
              aria-label={text('fields.nguoigiamho')}
              maxLength={150}
              style={{ width: 240 }}
              disabled={!draft}
              status={errors.nguoigiamho ? 'error' : undefined}
              value={nguoigiamho}
              onChange={(event) => setNguoigiamho(event.target.value)}
            />
          </label>
          {(errors.cannang || errors.nguoigiamho) && (
            <Alert type="error" title={errors.cannang ?? errors.nguoigiamho} />
          )}
        </Space>
      )}
      <h3 style={{ marginTop: 16 }}>{text('fields.chitiet')}</h3>
      {lines.map((line, index) => {
        const quantity = computed(line);
        const drug = drugOf(index);
        const conflict = conflictOf(index);
        const lineError = Object.entries(errors).find(([field]) => field.startsWith(`chitiet.${index}.`))?.[1];
        return (
          <div key={index} className={styles.line}>
            <div className={styles.drug}>
              <span className={styles.number}>{index + 1}.</span>
              <DrugSelect
                drugs={catalogue}
                value={line.thuoc_id}
                disabled={!draft}
                label={text('lineDrug', { n: index + 1 })}
                onChange={(picked) =>
                  // A new drug brings its own usual directions: the previous drug's may name another route.
                  change(index, { thuoc_id: picked._id, cachdung: picked.cachdung ?? line.cachdung })
                }
              />
              {draft && (
                <Button
                  aria-label={text('removeLine', { n: index + 1 })}
                  icon={<DeleteOutlined />}
                  onClick={() => setLines((list) => list.filter((_, i) => i !== index))}
                />
              )}
            </div>
            <div className={styles.amounts}>
              {(['lieu_moilan', 'solan_ngay', 'songay'] as const).map((field) => (
                // A visible caption over each number: a doctor must see which is the dose and which the days.
                <label key={field} className={styles.amount}>
                  <span>{text(`fields.${field}`)}</span>
                  <NumberInput
                    aria-label={`${text(`fields.${field}`)} ${index + 1}`}
                    kind={field === 'lieu_moilan' ? 'decimal' : 'integer'}
                    min={field === 'lieu_moilan' ? 0.25 : 1}
                    disabled={!draft}
                    suffix={text(`suffixes.${field}`, { unit: unitOf(line.thuoc_id, line[field]) })}
                    style={{ width: '100%' }}
                    value={line[field]}
                    onChange={(value) => change(index, { [field]: value ?? null, soluong: null })}
                  />
                </label>
              ))}
              <span className={styles.quantity} aria-label={`${text('fields.soluong')} ${index + 1}`}>
                {text('quantity', {
                  n: line.soluong ?? quantity ?? '—',
                  unit: unitOf(line.thuoc_id, line.soluong ?? quantity),
                }).trim()}
              </span>
            </div>
            {drug && (
              <div className={styles.form} aria-label={`${text('fields.dangbaoche')} ${index + 1}`}>
                {drugForm(drug)}
              </div>
            )}
            <Input
              aria-label={`${text('fields.cachdung')} ${index + 1}`}
              placeholder={text('fields.cachdung')}
              maxLength={300}
              disabled={!draft}
              value={line.cachdung ?? ''}
              onChange={(event) => change(index, { cachdung: event.target.value })}
            />
            {conflict && drug && (
              <Alert
                type="warning"
                showIcon
                title={text('warnings.route', {
                  n: index + 1,
                  named: t(`admin.resources.drugCatalogue.routes.${conflict}`),
                  route: t(`admin.resources.drugCatalogue.routes.${drug.duongdung}`),
                })}
              />
            )}
            {lineError && <Alert type="error" title={lineError} />}
          </div>
        );
      })}
      {draft && (
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setLines((list) => [
              ...list,
              { thuoc_id: null, lieu_moilan: 1, solan_ngay: 2, songay: 5, soluong: null, cachdung: null },
            ])
          }
        >
          {text('addLine')}
        </Button>
      )}
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        <label>
          {text('fields.loidan')}
          <Input.TextArea
            aria-label={text('fields.loidan')}
            maxLength={2000}
            rows={2}
            disabled={!draft}
            value={loidan}
            onChange={(event) => setLoidan(event.target.value)}
          />
        </label>
        <label>
          {text('fields.ngaytaikham')}{' '}
          <DayInput
            aria-label={text('fields.ngaytaikham')}
            style={{ width: 180 }}
            disabled={!draft}
            status={errors.ngaytaikham ? 'error' : undefined}
            value={ngaytaikham}
            onChange={(day) => setNgaytaikham(day ?? '')}
          />
        </label>
        {errors.cccd && <Alert type="error" showIcon title={errors.cccd} />}
      </Space>
      <Space style={{ marginTop: 16 }} wrap>
        {draft && (
          <Button loading={busy} onClick={() => void save()}>
            {text('save')}
          </Button>
        )}
        {draft &&
          (conflicts > 0 ? (
            <Popconfirm
              title={text('routeConfirmTitle')}
              description={text('routeConfirm')}
              okText={text('sign')}
              cancelText={t('admin.kit.cancel')}
              onConfirm={() => void sign()}
            >
              <Button type="primary" loading={busy}>
                {text('sign')}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" loading={busy} onClick={() => void sign()}>
              {text('sign')}
            </Button>
          ))}
        {canUpdate && record.trangthai !== 'HUY' && <VoidButton record={record} onDone={answered} />}
        {canUpdate && record.trangthai === 'HUY' && record.kyluc && !record.caplai_id && (
          <Button loading={busy} onClick={() => void reissue()}>
            {text('reissue')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {text(record.trangthai === 'DA_KY' ? 'print' : 'printDraft')}
        </Button>
      </Space>
      {printing && <PrescriptionSheet record={record} onClose={() => setPrinting(false)} />}
    </div>
  );
}
