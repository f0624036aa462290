// The check-in form: find the patient (phone, citizen id, code or name without diacritics: the register's search) or
// type a new one (the register's rules, and a hint when the phone or citizen id is already on a record), then the
// room, the doctor, the reason and the services. Enter moves from field to field and checks in from the last one (or
// the button), never half-way (the kit's enterMovesOn); the number given shows large until the next one. A register
// patient without a birth date or sex (a site booking) is asked for them here: lab and vital-sign ranges need them.
import {
  duplicatesPath,
  genders,
  patientInput,
  patientResource,
  visitResource,
  type DuplicateMatch,
  type Paginated,
  type PatientItem,
  type ReceptionRoom,
  type VisitRecord,
} from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Select, Space, Typography, type RefSelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { optionalSchemaRule, schemaRule } from '../../../shared/form-rules';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { DayInput } from '../../kit/DayPickers';
import { enterMovesOn } from '../../kit/form';
import { useResourceMutation } from '../../kit/mutation';
import { fetchData } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import styles from './Reception.module.css';
import { VisitCareFields } from './VisitCareFields';

/** How long typing must pause before the register is searched. */
const PAUSE_MS = 300;

function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const patientLabel = (row: Pick<PatientItem, 'ma' | 'hoten' | 'ngaysinh' | 'dienthoai'>) =>
  [row.ma, row.hoten, row.ngaysinh?.slice(0, 4), row.dienthoai].filter(Boolean).join(' · ');

type Values = {
  benhnhan_id?: string;
  benhnhan?: { hoten?: string; dienthoai?: string; ngaysinh?: string; gioitinh?: string; cccd?: string };
  benhnhan_bosung?: { ngaysinh?: string; gioitinh?: string };
  phong_id?: string;
  bacsi_id?: string;
  lydo?: string;
  dichvu_ids?: string[];
};

const blank = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function CheckInForm({
  rooms,
  defaultRoom,
  onCheckedIn,
}: {
  rooms: ReceptionRoom[];
  defaultRoom?: string;
  onCheckedIn: (visit: VisitRecord) => void;
}) {
  const { t, lang } = useI18n();
  const text = (key: string, params?: Record<string, string | number>) => t(`admin.resources.reception.${key}`, params);
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [typed, setTyped] = useState('');
  const checkIn = useResourceMutation<VisitRecord, object>({
    request: (body) => ({ method: 'POST', path: visitResource.api, body }),
    invalidates: [visitResource.api],
    form,
  });
  const clearable = useClearable();
  const [last, setLast] = useState<VisitRecord | null>(null);
  /** The register patient chosen, to ask for the birth date or sex their record lacks. */
  const [chosen, setChosen] = useState<Pick<PatientItem, 'ngaysinh' | 'gioitinh'> | null>(null);
  const search = useRef<RefSelectProps>(null);
  const q = useDebounced(typed.trim());
  const found = useQuery({
    queryKey: [patientResource.api, 'list', { q, limit: 8 }],
    queryFn: () => fetchData<Paginated<PatientItem>>(patientResource.api, { q, limit: 8 }, true),
    enabled: mode === 'existing' && q.length >= 2,
  });

  // A new patient whose phone or citizen id is already on a record: offer that record instead.
  const phone = blank(Form.useWatch(['benhnhan', 'dienthoai'], form));
  const cccd = blank(Form.useWatch(['benhnhan', 'cccd'], form));
  const probe = useDebounced(JSON.stringify({ dienthoai: phone, cccd }));
  const duplicates = useQuery({
    queryKey: [patientResource.api, 'duplicates', probe],
    queryFn: () => fetchData<DuplicateMatch[]>(duplicatesPath, JSON.parse(probe) as Record<string, string>, true),
    enabled: mode === 'new' && probe !== '{}',
  });

  const pickExisting = (match: DuplicateMatch) => {
    setMode('existing');
    setChosen(null);
    form.setFieldsValue({ benhnhan_id: match._id });
    setTyped('');
    setOptionsKnown([{ value: match._id, label: patientLabel(match) }]);
  };
  const [known, setOptionsKnown] = useState<{ value: string; label: string }[]>([]);
  const patientOptions = found.data
    ? found.data.docs.map((row) => ({ value: row._id, label: patientLabel(row) }))
    : known;

  /** The missing fields typed for the chosen patient, or nothing when none was. */
  const completion = (typed: Values['benhnhan_bosung']) => {
    const filled = Object.fromEntries(Object.entries(typed ?? {}).filter(([, value]) => value));
    return Object.keys(filled).length ? { benhnhan_bosung: filled } : {};
  };

  const submit = async (values: Values) => {
    const body = {
      ...(mode === 'existing'
        ? { benhnhan_id: values.benhnhan_id, ...completion(values.benhnhan_bosung) }
        : {
            benhnhan: Object.fromEntries(
              Object.entries(values.benhnhan ?? {}).filter(([, value]) => value !== undefined && value !== ''),
            ),
          }),
      phong_id: values.phong_id,
      bacsi_id: values.bacsi_id ?? null,
      lydo: blank(values.lydo) ?? null,
      dichvu_ids: values.dichvu_ids ?? [],
    };
    const outcome = await checkIn.run(body);
    if (!outcome.success) return;
    setLast(outcome.data);
    onCheckedIn(outcome.data);
    form.resetFields(['benhnhan_id', 'benhnhan', 'benhnhan_bosung', 'lydo', 'dichvu_ids', 'bacsi_id']);
    setChosen(null);
    setTyped('');
    setOptionsKnown([]);
    setMode('existing');
    // The next patient in line: the search box is ready for them.
    setTimeout(() => search.current?.focus());
  };

  const rule = (field: keyof typeof patientInput.shape, required = false) => {
    const schema = patientInput.shape[field];
    const label = t(`admin.resources.reception.patientFields.${field}`);
    return [required ? schemaRule(schema, lang, label) : optionalSchemaRule(schema, lang, label)];
  };

  return (
    <Card title={text('checkInTitle')} className={styles.checkIn}>
      {last && (
        <Alert
          type="success"
          showIcon
          className={styles.given}
          message={
            <span>
              {text('given', { name: last.benhnhan_hoten, room: last.phong_ten })}{' '}
              <strong className={styles.givenNumber}>{last.sothutu}</strong>
            </span>
          }
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ phong_id: defaultRoom }}
        onFinish={(values) => void submit(values)}
        onKeyDown={enterMovesOn(() => form.submit())}
        requiredMark={false}
      >
        <Radio.Group
          value={mode}
          onChange={(event) => setMode(event.target.value as 'existing' | 'new')}
          optionType="button"
          className={styles.mode}
          options={[
            { value: 'existing', label: text('existingPatient') },
            { value: 'new', label: text('newPatient') },
          ]}
        />
        {mode === 'existing' ? (
          <Form.Item
            name="benhnhan_id"
            label={text('patient')}
            rules={[{ required: true, message: text('patientRequired') }]}
          >
            <Select
              ref={search}
              showSearch
              autoFocus
              allowClear={clearable}
              filterOption={false}
              onSearch={setTyped}
              searchValue={typed}
              placeholder={text('searchPlaceholder')}
              notFoundContent={q.length >= 2 && found.isSuccess ? text('noMatch') : null}
              loading={found.isFetching}
              options={patientOptions}
              onChange={(value?: string) => {
                const option = patientOptions.find((entry) => entry.value === value);
                if (option) setOptionsKnown([option]);
                setChosen(found.data?.docs.find((row) => row._id === value) ?? null);
              }}
            />
          </Form.Item>
        ) : (
          <div className={styles.newPatient}>
            <Form.Item name={['benhnhan', 'hoten']} label={text('patientFields.hoten')} rules={rule('hoten', true)}>
              <Input autoFocus maxLength={100} />
            </Form.Item>
            <Form.Item
              name={['benhnhan', 'dienthoai']}
              label={text('patientFields.dienthoai')}
              rules={rule('dienthoai', true)}
            >
              <Input inputMode="tel" maxLength={20} />
            </Form.Item>
            <Form.Item name={['benhnhan', 'ngaysinh']} label={text('patientFields.ngaysinh')} rules={rule('ngaysinh')}>
              <DayInput style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name={['benhnhan', 'gioitinh']} label={text('patientFields.gioitinh')}>
              <Select
                allowClear={clearable}
                options={genders.map((value) => ({ value, label: text(`genders.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name={['benhnhan', 'cccd']} label={text('patientFields.cccd')} rules={rule('cccd')}>
              <Input inputMode="numeric" maxLength={12} />
            </Form.Item>
            {(duplicates.data ?? []).length > 0 && (
              <Alert
                type="warning"
                className={styles.duplicates}
                message={text('alreadyRegistered')}
                description={
                  <Space direction="vertical" size={4}>
                    {duplicates.data!.map((match) => (
                      <Space key={match._id} wrap>
                        <Typography.Text>{patientLabel(match)}</Typography.Text>
                        <Button size="small" onClick={() => pickExisting(match)}>
                          {text('useThisRecord')}
                        </Button>
                      </Space>
                    ))}
                  </Space>
                }
              />
            )}
          </div>
        )}
        {mode === 'existing' && chosen && (!chosen.ngaysinh || !chosen.gioitinh) && (
          <div className={styles.newPatient}>
            <Typography.Paragraph type="warning">{text('completeIdentity')}</Typography.Paragraph>
            {!chosen.ngaysinh && (
              <Form.Item
                name={['benhnhan_bosung', 'ngaysinh']}
                label={text('patientFields.ngaysinh')}
                rules={rule('ngaysinh')}
              >
                <DayInput style={{ width: '100%' }} />
              </Form.Item>
            )}
            {!chosen.gioitinh && (
              <Form.Item name={['benhnhan_bosung', 'gioitinh']} label={text('patientFields.gioitinh')}>
                <Select
                  allowClear={clearable}
                  options={genders.map((value) => ({ value, label: text(`genders.${value}`) }))}
                />
              </Form.Item>
            )}
          </div>
        )}
        <Form.Item name="phong_id" label={text('room')} rules={[{ required: true, message: text('roomRequired') }]}>
          <Select options={rooms.map((room) => ({ value: room._id, label: room.ten }))} />
        </Form.Item>
        <VisitCareFields />
        <Button type="primary" htmlType="submit" size="large" block loading={checkIn.busy}>
          {text('checkIn')}
        </Button>
      </Form>
    </Card>
  );
}
