// The clinics (/admin/quan-ly-phong-kham, /them-moi, /:id) on the module kit: the list with the full address and
// whether each is active, and the editor: name, operating licence, the address through the kit's picker on the
// 2025 units, contacts, the map pin, the VietQR account (its bank chosen by name), approval thresholds and the week
// of opening hours (saved with the clinic).
import { banksPath, clinicResource, MAX_SESSIONS, type BankItem, type ClinicItem } from '@phongkham/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Select, Switch, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import dayjs, { type Dayjs } from 'dayjs';
import { AddressPicker, useProvinces } from '../../kit/AddressPicker';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { ScheduleField, scheduleToWire, useScheduleRule } from '../../kit/ScheduleField';
import { DayPicker } from '../../kit/DayPickers';
import { plain } from '../../kit/list';
import { fetchData } from '../../kit/query';
import { useClearable } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';

const TEXTS = 'admin.resources.clinics';

function useColumns(): KitColumn<ClinicItem>[] {
  const { text, field } = useResourceTexts(clinicResource);
  return [
    { key: 'ten', title: field('ten'), value: (r) => r.ten, link: true, sortable: true },
    { key: 'diachi_day', title: field('diachi_day'), value: (r) => r.diachi_day, responsive: ['md'] },
    { key: 'dienthoai', title: field('dienthoai'), value: (r) => r.dienthoai, responsive: ['lg'] },
    {
      key: 'kichhoat',
      title: field('kichhoat'),
      value: (r) => text(r.kichhoat ? 'active' : 'inactive'),
      render: (r) => <Tag color={r.kichhoat ? 'green' : 'default'}>{text(r.kichhoat ? 'active' : 'inactive')}</Tag>,
    },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { text, field } = useResourceTexts(clinicResource);
  const provinces = useProvinces();
  return [
    {
      name: 'tinh',
      label: field('tinh_ma'),
      showSearch: true,
      loading: provinces.isPending,
      options: (provinces.data ?? []).map((p) => ({ value: p.ma, label: p.ten })),
    },
    booleanFilter('kichhoat', field('kichhoat'), text('active'), text('inactive')),
  ];
}

function ClinicFields() {
  const { text, field } = useResourceTexts(clinicResource);
  const scheduleRule = useScheduleRule(TEXTS);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <Field name="ten">
          <Input maxLength={200} />
        </Field>
        <Divider titlePlacement="start">{text('address')}</Divider>
        <AddressPicker />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Field name="dienthoai">
              <Input maxLength={20} inputMode="tel" autoComplete="tel" />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field name="email">
              <Input type="email" maxLength={200} autoComplete="email" />
            </Field>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={8}>
        <Field name="kichhoat" valuePropName="checked" hint={text('activeHint')}>
          <Switch />
        </Field>
        <Divider titlePlacement="start">{text('licence')}</Divider>
        <Field name="sogiayphep">
          <Input maxLength={50} />
        </Field>
        <Field name="ngaycapphep">
          <DayPicker style={{ width: '100%' }} />
        </Field>
        <Field name="malienthong" hint={text('facilityCodeHint')}>
          <Input maxLength={5} style={{ width: 120, textTransform: 'uppercase' }} />
        </Field>
        <Divider titlePlacement="start">{text('map')}</Divider>
        <Field name="vido">
          <NumberInput min={-90} max={90} style={{ width: '100%' }} />
        </Field>
        <Field name="kinhdo">
          <NumberInput min={-180} max={180} style={{ width: '100%' }} />
        </Field>
      </Col>
      <Col span={24}>
        <MoneySettings />
      </Col>
      <Col span={24}>
        <Form.Item
          name="giomocua"
          label={field('giomocua')}
          extra={text('hoursHint', { max: MAX_SESSIONS })}
          rules={[scheduleRule]}
          validateStatus=""
        >
          <ScheduleField texts={TEXTS} field="giomocua" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The account a bill's VietQR code pays into, and the amounts above which an approver must agree. */
function MoneySettings() {
  const { text } = useResourceTexts(clinicResource);
  const threshold = (name: string) => (
    <Col xs={24} md={8} key={name}>
      <Field name={name} hint={text('thresholdHint')}>
        <NumberInput kind="money" min={0} suffix="₫" style={{ width: '100%' }} />
      </Field>
    </Col>
  );
  return (
    <>
      <Divider titlePlacement="start">{text('bank')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Field name="nganhang_bin" hint={text('bankHint')}>
            <BankSelect />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="sotaikhoan">
            <Input maxLength={25} inputMode="numeric" autoComplete="off" />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="tentaikhoan">
            <Input maxLength={100} style={{ textTransform: 'uppercase' }} />
          </Field>
        </Col>
      </Row>
      <Divider titlePlacement="start">{text('thresholds')}</Divider>
      <Row gutter={16}>{['nguong_giamgia', 'nguong_hoantien', 'nguong_chenhlech'].map(threshold)}</Row>
    </>
  );
}

/** Banks found by short or full name without diacritics, or by the BIN's first digits. */
const bankFilter = (input: string, option?: { search?: string; value?: string }) =>
  (option?.search ?? '').includes(plain(input)) || (option?.value ?? '').startsWith(input.trim());

/** The bank by its names (Vietcombank, its full name below), the form still holding its 6-digit BIN. */
function BankSelect(props: { id?: string; value?: string | null; onChange?: (bin: string | null) => void }) {
  const { text } = useResourceTexts(clinicResource);
  const clearable = useClearable();
  // The list ships with the server: fetched once per session of the screen.
  const list = useQuery({
    queryKey: [banksPath],
    queryFn: () => fetchData<BankItem[]>(banksPath),
    staleTime: Infinity,
  });
  const options = (list.data ?? []).map((bank) => ({
    value: bank.bin,
    label: `${bank.tenviettat} – ${bank.ten}`,
    search: plain(`${bank.tenviettat} ${bank.ten}`),
    bank,
  }));
  return (
    <Select
      {...props}
      value={props.value || undefined}
      onChange={(bin?: string) => props.onChange?.(bin ?? null)}
      showSearch={{ filterOption: bankFilter }}
      allowClear={clearable}
      loading={list.isPending}
      placeholder={text('bankPlaceholder')}
      popupMatchSelectWidth={false}
      options={options}
      optionRender={({ data }) => (
        <div style={{ maxWidth: 'min(480px, 80vw)', whiteSpace: 'normal' }}>
          <strong>{data.bank.tenviettat}</strong> <span style={{ opacity: 0.65 }}>{data.bank.bin}</span>
          <div style={{ opacity: 0.65, fontSize: '0.9em' }}>{data.bank.ten}</div>
        </div>
      )}
    />
  );
}

const clinicForm: FormSpec = {
  fields: <ClinicFields />,
  defaults: { kichhoat: true, giomocua: [] },
  transforms: {
    ngaycapphep: {
      toForm: (record) => (record.ngaycapphep ? dayjs(String(record.ngaycapphep)) : null),
      toWire: (value) => (value ? (value as Dayjs).format('YYYY-MM-DD') : null),
    },
    giomocua: { toWire: scheduleToWire },
  },
};

export function ClinicsScreen() {
  return (
    <ResourceScreen<ClinicItem>
      resource={clinicResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={clinicForm}
      recordTitle={(record) => String(record.ten)}
    />
  );
}
