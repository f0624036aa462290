// Prescriptions (/admin/don-thuoc): the kit's list of the doctor's prescriptions, and the prescription page: the
// patient's header (the identity signing needs completed in place), the warnings (allergy, an active ingredient twice),
// the lines with the drug picked by name or active ingredient and shown with its form, strength and route (directions
// naming another route warned of, and confirmed at signing), the quantity computed as the doctor types, a young
// child's fields, save, sign, print; a signed prescription is voided with a reason and reissued as a new one.
// /admin/don-thuoc/moi?luotkham_id=… opens a visit's prescription (its draft, or a new one) and shows it: the visit
// record links there (docs/decisions/0029).
import {
  drugResource,
  foldText,
  grantsAny,
  prescribedName,
  prescribedQuantity,
  prescriptionResource,
  prescriptionWarnings,
  routeConflict,
  type DrugRoute,
  type DrugRow,
  type PrescriptionRecord,
  type PrescriptionRow,
} from '@phongkham/contracts';
import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Input, Modal, Popconfirm, Select, Space, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminApi } from '../../api';
import { formatDay } from '../../../shared/format';
import { DayInput } from '../../kit/DayPickers';
import { NumberInput } from '../../kit/NumberInput';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { useAllRows, useInvalidate } from '../../kit/query';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { useStaff } from '../../session';
import { identityMissing, PatientIdentity } from './PatientIdentity';
import { diagnosesText, PrescriptionSheet, useUnitName } from './PrescriptionSheet';
import styles from './Prescriptions.module.css';

const key = 'admin.resources.prescriptions';
const stateColors: Record<string, string> = { NHAP: 'gold', DA_KY: 'green', HUY: 'default' };

function useColumns(): KitColumn<PrescriptionRow>[] {
  const { t, lang } = useI18n();
  const field = (name: string) => t(`${key}.fields.${name}`);
  return [
    { key: 'madonthuoc', title: field('madonthuoc'), value: (row) => row.madonthuoc, link: true },
    {
      key: 'benhnhan_hoten',
      title: field('benhnhan_hoten'),
      value: (row) => `${row.benhnhan_hoten} (${row.benhnhan_ma})`,
    },
    // The day in the language's order (28/11/2026), not the wire's ISO text.
    { key: 'ngay', title: field('ngay'), value: (row) => formatDay(lang, row.ngay), responsive: ['md'] },
    { key: 'bacsi_hoten', title: field('bacsi_hoten'), value: (row) => row.bacsi_hoten, responsive: ['lg'] },
    {
      key: 'trangthai',
      title: field('trangthai'),
      value: (row) => t(`${key}.states.${row.trangthai}`),
      render: (row) => <Tag color={stateColors[row.trangthai]}>{t(`${key}.states.${row.trangthai}`)}</Tag>,
    },
    dateColumn('createdAt', field('createdAt'), { sortable: true, responsive: ['md'] }),
  ];
}

function useTabs(): FilterSpec {
  const { t } = useI18n();
  return {
    name: 'trangthai',
    label: t(`${key}.fields.trangthai`),
    options: (['NHAP', 'DA_KY', 'HUY'] as const).map((value) => ({ value, label: t(`${key}.states.${value}`) })),
  };
}

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

/** The drugs in use, searched by brand or active ingredient with diacritics ignored. */
function DrugSelect({
  drugs,
  value,
  onChange,
  disabled,
  label,
}: {
  drugs: DrugRow[];
  value: string | null;
  onChange: (drug: DrugRow) => void;
  disabled: boolean;
  label: string;
}) {
  const drugForm = useDrugForm();
  return (
    <Select
      aria-label={label}
      showSearch={{
        filterOption: (input, option) => foldText(String(option?.search ?? '')).includes(foldText(input)),
      }}
      style={{ minWidth: 0, flex: 1 }}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(id: string) => {
        const drug = drugs.find((row) => row._id === id);
        if (drug) onChange(drug);
      }}
      options={drugs.map((drug) => ({
        value: drug._id,
        // Name and strength, then form and route: a suppository must not be picked for a child who swallows.
        label: `${prescribedName(drug)} · ${drugForm(drug)}`,
        search: `${drug.tenthuoc} ${drug.thanhphan.map((part) => part.hoatchat).join(' ')}`,
      }))}
    />
  );
}

/** The drug's form and route as the catalogue names them ("Thuốc đạn, Đặt"). */
function useDrugForm() {
  const { t } = useI18n();
  return (drug: { dangbaoche: string; duongdung: DrugRoute }) =>
    `${drug.dangbaoche}, ${t(`admin.resources.drugCatalogue.routes.${drug.duongdung}`)}`;
}

/**
 * Voids a prescription with a reason (kept, shown and printed with the VOID mark): a signed prescription is never
 * edited, it is voided and, if need be, reissued as a new one.
 */
function VoidButton({ record, onDone }: { record: PrescriptionRecord; onDone: (next: PrescriptionRecord) => void }) {
  const { t } = useI18n();
  const text = (name: string, params?: Record<string, string | number>) => t(`${key}.${name}`, params);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const outcome = await adminApi.send<PrescriptionRecord>('POST', `${prescriptionResource.api}/${record._id}/huy`, {
      lydohuy: reason,
    });
    setBusy(false);
    if (!outcome.success) {
      setError(outcome.errors?.lydohuy ?? outcome.message);
      return;
    }
    setOpen(false);
    onDone(outcome.data);
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {text('void')}
      </Button>
      <Modal
        open={open}
        title={text('voidTitle', { code: record.madonthuoc })}
        okText={text('voidConfirm')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t('admin.kit.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        destroyOnHidden
      >
        <p>{text('voidExplain')}</p>
        <label>
          {text('fields.lydohuy')}
          <Input.TextArea
            aria-label={text('fields.lydohuy')}
            maxLength={500}
            rows={3}
            status={error ? 'error' : undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {error && <Alert type="error" style={{ marginTop: 8 }} title={error} />}
      </Modal>
    </>
  );
}

export function PrescriptionPage({ record: initial }: { record: PrescriptionRecord }) {
  const { t, lang } = useI18n();
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
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'ma', label: text('fields.madonthuoc'), children: record.madonthuoc },
          {
            key: 'state',
            label: text('fields.trangthai'),
            children: <Tag color={stateColors[record.trangthai]}>{text(`states.${record.trangthai}`)}</Tag>,
          },
          {
            key: 'bn',
            label: text('fields.benhnhan_hoten'),
            children: `${record.benhnhan_hoten} (${record.benhnhan_ma})`,
          },
          { key: 'ns', label: text('fields.benhnhan_ngaysinh'), children: formatDay(lang, record.benhnhan_ngaysinh) },
          record.hochieu && !record.cccd
            ? { key: 'hochieu', label: text('fields.hochieu'), children: record.hochieu }
            : { key: 'cccd', label: text('fields.cccd'), children: record.cccd ?? text('noCccd') },
          { key: 'du', label: text('fields.diung'), children: record.diung ?? '—' },
          {
            key: 'cd',
            label: text('fields.chandoan'),
            children: diagnosesText(record, lang),
          },
          ...(record.trangthai === 'HUY'
            ? [
                {
                  key: 'lydohuy',
                  label: text('fields.lydohuy'),
                  children: record.lydohuy ?? '—',
                },
              ]
            : []),
          ...(record.caplaitu_id
            ? [
                {
                  key: 'caplaitu',
                  label: text('fields.caplaitu'),
                  children: <Link to={`/don-thuoc/${record.caplaitu_id}`}>{record.caplaitu_ma}</Link>,
                },
              ]
            : []),
          ...(record.caplai_id
            ? [
                {
                  key: 'caplai',
                  label: text('fields.caplai'),
                  children: <Link to={`/don-thuoc/${record.caplai_id}`}>{record.caplai_ma}</Link>,
                },
              ]
            : []),
        ]}
      />
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

/** /admin/don-thuoc/moi?luotkham_id=…: opens the visit's prescription, then shows it at its own address. */
function OpenFromVisit() {
  const [params] = useSearchParams();
  const visit = params.get('luotkham_id');
  const [target, setTarget] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !visit) return;
    started.current = true;
    void adminApi
      .send<PrescriptionRecord>('POST', prescriptionResource.api, { luotkham_id: visit })
      .then((outcome) => (outcome.success ? setTarget(outcome.data._id) : setFailed(outcome.message)));
  }, [visit]);
  if (target) return <Navigate to={`/don-thuoc/${target}`} replace />;
  if (failed || !visit) return <Alert type="error" showIcon title={failed ?? ''} />;
  return <Spin />;
}

export function PrescriptionsScreen() {
  const location = useLocation();
  if (location.pathname.replace(/\/+$/, '').endsWith('/don-thuoc/moi')) return <OpenFromVisit />;
  return (
    <ResourceScreen<PrescriptionRow>
      resource={prescriptionResource}
      useColumns={useColumns}
      useTabs={useTabs}
      without={['create', 'delete']}
      recordTitle={(record) => String(record.madonthuoc)}
      recordView={(record) => <PrescriptionPage record={record as unknown as PrescriptionRecord} />}
    />
  );
}
