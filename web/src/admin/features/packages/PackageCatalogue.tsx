// The packages catalogue (/admin/goi-dich-vu, /them-moi, /:id) on the module kit: each package with its sessions in
// all, its price beside what its items cost one by one, its validity in days, its refund rule and how many were sold;
// the form edits its items line by line (PackageItems). A package no longer sold is switched off, not deleted, so the
// packages already bought keep pointing at it.
import { packageRefundRules, servicePackageResource, type ServicePackageRow } from '@phongkham/contracts';
import { Col, Input, Radio, Row, Switch, Tag } from 'antd';
import { formatPrice } from '../../../shared/format';
import { activeColumn, dateColumn, textColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { NumberInput } from '../../kit/NumberInput';
import { booleanFilter, ResourceScreen } from '../../kit/ResourceScreen';
import { useResourceTexts } from '../../kit/texts';
import { itemsTransform, newPackage, PackageItems } from './PackageItems';
import styles from './Packages.module.css';

function useColumns(): KitColumn<ServicePackageRow>[] {
  const { field, text } = useResourceTexts(servicePackageResource);
  const money = (key: 'giaban' | 'giale', extra: Partial<KitColumn<ServicePackageRow>> = {}) => ({
    key,
    title: field(key),
    value: (row: ServicePackageRow) => row[key],
    render: (row: ServicePackageRow) => <span className={styles.nowrap}>{formatPrice(row[key])}</span>,
    numFmt: '#,##0',
    ...extra,
  });
  return [
    textColumn('ten', field('ten'), { link: true, sortable: true }),
    textColumn('tongluot', field('tongluot'), { width: 90, responsive: ['sm'] }),
    money('giaban', { sortable: true }),
    money('giale', { responsive: ['xl'] }),
    {
      key: 'hieuluc_ngay',
      title: field('hieuluc_ngay'),
      value: (row) => text('days', { count: row.hieuluc_ngay }),
      render: (row) => <span className={styles.nowrap}>{text('days', { count: row.hieuluc_ngay })}</span>,
      responsive: ['md'],
    },
    {
      key: 'quytac_hoantien',
      title: text('ruleColumn'),
      value: (row) => text(`rules.${row.quytac_hoantien}`),
      render: (row) => (
        <Tag color={row.quytac_hoantien === 'KHONG' ? 'default' : 'blue'}>{text(`rules.${row.quytac_hoantien}`)}</Tag>
      ),
      responsive: ['lg'],
    },
    textColumn('daban', field('daban'), { responsive: ['md'], width: 90 }),
    activeColumn('hoatdong', field('hoatdong'), text('active'), text('inactive')),
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xxl'] }),
  ];
}

function useFilters() {
  const { field, text } = useResourceTexts(servicePackageResource);
  return [booleanFilter('hoatdong', field('hoatdong'), text('active'), text('inactive'))];
}

function PackageFields() {
  const { text } = useResourceTexts(servicePackageResource);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Field name="ten" hint={text('nameHint')}>
          <Input maxLength={200} />
        </Field>
        <PackageItems />
        <Field name="mota">
          <Input.TextArea maxLength={1000} rows={3} />
        </Field>
      </Col>
      <Col xs={24} lg={10}>
        <Field name="giaban" hint={text('priceHint')}>
          <NumberInput kind="money" min={0} suffix="₫" />
        </Field>
        <Field name="hieuluc_ngay" hint={text('validityHint')}>
          <NumberInput kind="integer" min={1} max={3650} suffix={text('daysUnit')} />
        </Field>
        <Field name="quytac_hoantien">
          <Radio.Group className={styles.rules}>
            {packageRefundRules.map((rule) => (
              <Radio key={rule} value={rule}>
                {text(`rules.${rule}`)} · <span className={styles.ruleHint}>{text(`ruleHints.${rule}`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Field>
        <Field name="hoatdong" label={text('active')} valuePropName="checked" hint={text('activeHint')}>
          <Switch />
        </Field>
      </Col>
    </Row>
  );
}

const form: FormSpec = {
  fields: <PackageFields />,
  defaults: newPackage,
  transforms: { dong: itemsTransform },
};

export function PackageCatalogue() {
  return (
    <ResourceScreen<ServicePackageRow>
      resource={servicePackageResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={form}
      recordTitle={(record) => String(record.ten)}
    />
  );
}
