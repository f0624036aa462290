// The suppliers (/admin/nha-cung-cap, /them-moi, /:id) on the module kit: the distributors a clinic buys from, each
// with its tax code, address on the 2025 units (the kit's picker), phone, contact person and pharmacy licence (GDP)
// number, and whether it is still bought from. The staff member's clinic's own; the owner sees every clinic's.
import { supplierResource, type SupplierRow } from '@phongkham/contracts';
import { Col, Input, Row, Switch } from 'antd';
import { AddressPicker } from '../../kit/AddressPicker';
import { activeColumn, dateColumn, textColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { booleanFilter, ResourceScreen } from '../../kit/ResourceScreen';
import { useResourceTexts } from '../../kit/texts';

function useTexts() {
  const texts = useResourceTexts(supplierResource);
  return { ...texts, states: [texts.text('active'), texts.text('inactive')] as const };
}

function useColumns(): KitColumn<SupplierRow>[] {
  const { field, states } = useTexts();
  return [
    textColumn('ten', field('ten'), { link: true, sortable: true }),
    textColumn('masothue', field('masothue'), { sortable: true, width: 150, responsive: ['sm'] }),
    textColumn('diachi_day', field('diachi_day'), { responsive: ['lg'] }),
    textColumn('dienthoai', field('dienthoai'), { responsive: ['md'] }),
    textColumn('nguoilienhe', field('nguoilienhe'), { responsive: ['xl'] }),
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
        <Field name="nguoilienhe" />
        <Field name="dienthoai">
          <Input inputMode="tel" autoComplete="tel" />
        </Field>
      </Col>
      <Col xs={24} lg={10}>
        <Field name="masothue" />
        <Field name="sogdp" hint={text('licenceHint')} />
        <Field name="hoatdong" label={text('active')} valuePropName="checked" hint={text('activeHint')}>
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
