// The patient register (/admin/tai-khoan-benh-nhan, /them-moi, /:id) on the module kit: the list searched by name
// (diacritics ignored), phone or code; the form with the address on the 2025 units and a duplicate warning while
// typing; the record page, which is the future chart (linked records) with the person's data rights under it.
import { genders, patientResource, type PatientItem } from '@phongkham/contracts';
import { Col, Divider, Input, Row, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocation } from 'react-router';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { AddressPicker } from '../../kit/AddressPicker';
import { formatDay } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { DuplicateWarning } from './DuplicateWarning';
import { PatientRecordExtra, type ChartPanel } from './PatientChart';
import { DayPicker } from '../../kit/DayPickers';
import { useClearable } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';

/** "14/03/1985" from the wire's "1985-03-14". */

/** On phones the list keeps the name and the phone (a tel: link); the code and birth date show from 576 px. */
function useColumns(): KitColumn<PatientItem>[] {
  const { text, field } = useResourceTexts(patientResource);
  const { lang } = useI18n();
  return [
    { key: 'ma', title: field('ma'), value: (r) => r.ma, link: true, sortable: true, responsive: ['sm'] },
    {
      key: 'hoten',
      title: field('hoten'),
      value: (r) => r.hoten,
      link: true,
      sortable: true,
      render: (r) => (r.andanh_luc ? <Tag>{r.hoten}</Tag> : r.hoten),
    },
    {
      key: 'ngaysinh',
      title: field('ngaysinh'),
      value: (r) => formatDay(lang, r.ngaysinh),
      sortable: true,
      responsive: ['sm'],
    },
    {
      key: 'gioitinh',
      title: field('gioitinh'),
      value: (r) => (r.gioitinh ? text(`genders.${r.gioitinh}`) : ''),
      responsive: ['md'],
    },
    {
      key: 'dienthoai',
      title: field('dienthoai'),
      value: (r) => r.dienthoai ?? '',
      render: (r) => (r.dienthoai ? <a href={`tel:${r.dienthoai}`}>{r.dienthoai}</a> : null),
    },
    { key: 'cccd', title: field('cccd'), value: (r) => r.cccd ?? '', responsive: ['lg'] },
    dateColumn('createdAt', field('createdAt'), { sortable: true, responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { text, field } = useResourceTexts(patientResource);
  return [
    {
      name: 'gioitinh',
      label: field('gioitinh'),
      options: genders.map((g) => ({ value: g, label: text(`genders.${g}`) })),
    },
  ];
}

function PatientFields({ record }: { record: Values | null }) {
  const clearable = useClearable();
  const { text } = useResourceTexts(patientResource);
  const base = useLocation().pathname.replace(/\/(them-moi|[^/]+)$/, '');
  return (
    <>
      <DuplicateWarning recordId={record ? String(record._id) : undefined} base={base} />
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Field name="hoten">
            <Input maxLength={100} autoComplete="off" />
          </Field>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Field name="ngaysinh">
                <DayPicker style={{ width: '100%' }} />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field name="gioitinh">
                <Select
                  allowClear={clearable}
                  options={genders.map((g) => ({ value: g, label: text(`genders.${g}`) }))}
                />
              </Field>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Field name="dienthoai" hint={text('phoneHint')}>
                <Input maxLength={20} inputMode="tel" autoComplete="off" />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field name="email">
                <Input type="email" maxLength={254} autoComplete="off" />
              </Field>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Field name="cccd">
                <Input maxLength={12} inputMode="numeric" autoComplete="off" />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field name="bhyt">
                <Input maxLength={15} autoComplete="off" />
              </Field>
            </Col>
          </Row>
          <Field name="nghenghiep">
            <Input maxLength={100} />
          </Field>
        </Col>
        <Col xs={24} lg={12}>
          <Divider titlePlacement="start">{text('address')}</Divider>
          <AddressPicker />
          <Divider titlePlacement="start">{text('emergency')}</Divider>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Field name="nguoilienhe">
                <Input maxLength={100} />
              </Field>
            </Col>
            <Col xs={24} sm={12}>
              <Field name="dienthoai_lienhe">
                <Input maxLength={20} inputMode="tel" />
              </Field>
            </Col>
          </Row>
        </Col>
        <Col xs={24} lg={12}>
          <Field name="diung" hint={text('allergyHint')}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
        </Col>
        <Col xs={24} lg={12}>
          <Field name="ghichu">
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Field>
        </Col>
      </Row>
    </>
  );
}

const patientForm: FormSpec = {
  fields: (record) => <PatientFields record={record} />,
  transforms: {
    ngaysinh: {
      toForm: (record) => (record.ngaysinh ? dayjs(String(record.ngaysinh)) : null),
      toWire: (value) => (value ? (value as Dayjs).format('YYYY-MM-DD') : null),
    },
  },
};

/** `chartPanels`: what other features show on a patient's chart (resources.tsx hands them over). */
export function PatientsScreen({ chartPanels = [] }: { chartPanels?: readonly ChartPanel[] }) {
  return (
    <ResourceScreen<PatientItem>
      resource={patientResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={patientForm}
      locked={(record) => Boolean(record.andanh_luc)}
      recordTitle={(record) => `${String(record.ma)} · ${String(record.hoten)}`}
      recordExtra={(record) => <PatientRecordExtra record={record} panels={chartPanels} />}
    />
  );
}
