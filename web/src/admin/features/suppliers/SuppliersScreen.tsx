// The suppliers (/admin/nha-cung-cap, /them-moi, /:id) on the module kit: the distributors a clinic buys from, each
// with its tax code, address on the 2025 units (the kit's picker), phone, contact person and pharmacy licence (GDP)
// number, and whether it is still bought from. The staff member's clinic's own; the owner sees every clinic's.
import { supplierResource, type SupplierRow } from '@phongkham/contracts';
import { Col, Input, Row, Switch } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { AddressPicker } from '../../kit/AddressPicker';
import { activeColumn, dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { booleanFilter, ResourceScreen } from '../../kit/ResourceScreen';

function useTexts() {
  const { t } = useI18n();
  const text = (key: string) => t(`admin.resources.suppliers.${key}`);
  return { text, field: (name: string) => text(`fields.${name}`), states: [text('active'), text('inactive')] as const };
}

function useColumns(): KitColumn<SupplierRow>[] {
  const { field, states } = useTexts();
  return [
    { key: 'ten', title: field('ten'), value: (row) => row.ten, link: true, sortable: true },
    { key: 'masothue', title: field('masothue'), value: (row) => row.masothue, sortable: true, responsive: ['sm'] },
    { key: 'diachi_day', title: field('diachi_day'), value: (row) => row.diachi_day, responsive: ['lg'] },
    { key: 'dienthoai', title: field('dienthoai'), value: (row) => row.dienthoai, responsive: ['md'] },
    { key: 'nguoilienhe', title: field('nguoilienhe'), value: (row) => row.nguoilienhe, responsive: ['xl'] },
    activeColumn('hoatdong', field('hoatdong'), ...states),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters() {
  const { field, states } = useTexts();
  return [booleanFilter('hoatdong', field('hoatdong'), ...states)];
}

function SupplierFields() {
  const { text } = useTexts();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Field name="ten" />
        <AddressPicker />
      </Col>
      <Col xs={24} lg={10}>
        <Field name="masothue" hint={text('taxCodeHint')} />
        <Field name="sogdp" hint={text('licenceHint')} />
        <Field name="nguoilienhe" />
        <Field name="dienthoai">
          <Input inputMode="tel" autoComplete="tel" />
        </Field>
        <Field name="hoatdong" valuePropName="checked" hint={text('activeHint')}>
          <Switch />
        </Field>
      </Col>
    </Row>
  );
}

const form: FormSpec = { fields: <SupplierFields />, defaults: { hoatdong: true } };

export function SuppliersScreen() {
  return (
    <ResourceScreen<SupplierRow>
      resource={supplierResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={form}
      recordTitle={(record) => String(record.ten)}
    />
  );
}
