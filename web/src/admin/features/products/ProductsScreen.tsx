// The products (/admin/san-pham, /them-moi, /:id) on the module kit: the list filtered by category and by whether
// shown, sorted by shelf order, name or price; the editor: vi/en name, summary and description, an optional
// category, the price in whole đồng or empty ("contact us for the price"), a picture, the order and whether the
// website shows it.
import {
  MAX_PRODUCT_PRICE,
  productCategoryResource,
  productResource,
  type ProductCategoryRecord,
  type ProductRow,
} from '@phongkham/contracts';
import { Col, Divider, Input, Row, Select, Switch, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatPrice, localized } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { ImageField, imageTransform } from '../../kit/ImageField';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { RichTextEditor } from '../../kit/RichTextEditor';
import { useResourceOptions, useClearable } from '../../kit/selects';

const FOLDER = 'san-pham';

function useTexts() {
  const { t, lang } = useI18n();
  const text = (key: string) => t(`admin.resources.products.${key}`);
  return { lang, text, field: (name: string) => text(`fields.${name}`) };
}

function useCategories() {
  const { lang } = useI18n();
  return useResourceOptions<ProductCategoryRecord>(
    productCategoryResource.api,
    (c) => localized(lang, c.tendanhmuc, c.tendanhmuc_en),
    { sort: 'thutu' },
  );
}

function useColumns(): KitColumn<ProductRow>[] {
  const { lang, text, field } = useTexts();
  return [
    { key: 'tensanpham', title: field('tensanpham'), value: (p) => p.tensanpham, link: true, sortable: true },
    {
      key: 'danhmuc',
      title: field('danhmuc'),
      value: (p) => (p.danhmuc ? localized(lang, p.danhmuc.tendanhmuc, p.danhmuc.tendanhmuc_en) : text('noCategory')),
      responsive: ['md'],
    },
    {
      key: 'gia',
      title: field('gia'),
      // The number itself in the workbook (empty: contact us); the table shows it in đồng.
      value: (p) => p.gia,
      render: (p) => (
        <span style={{ whiteSpace: 'nowrap' }}>{p.gia === null ? text('contactPrice') : formatPrice(p.gia)}</span>
      ),
      sortable: true,
    },
    {
      key: 'hienthi',
      title: field('hienthi'),
      value: (p) => text(p.hienthi ? 'published' : 'hidden'),
      render: (p) => (p.hienthi ? <Tag color="green">{text('published')}</Tag> : <Tag>{text('hidden')}</Tag>),
      responsive: ['sm'],
    },
    { key: 'thutu', title: field('thutu'), value: (p) => p.thutu, sortable: true, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field, text } = useTexts();
  return [
    { name: 'dmsanpham_id', label: field('dmsanpham_id'), ...useCategories() },
    booleanFilter('hienthi', field('hienthi'), text('published'), text('hidden')),
  ];
}

function ProductFields() {
  const clearable = useClearable();
  const { text, field } = useTexts();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <LangTabs names={['tensanpham', 'mota', 'noidung']}>
          {(l) => (
            <>
              <Field name={`tensanpham${l}`}>
                <Input maxLength={250} />
              </Field>
              <Field name={`mota${l}`}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
              </Field>
              <Field name={`noidung${l}`}>
                <RichTextEditor folder={FOLDER} />
              </Field>
            </>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={8}>
        <Field name="hienthi" valuePropName="checked">
          <Switch />
        </Field>
        <Field name="dmsanpham_id">
          <Select
            allowClear={clearable}
            showSearch
            optionFilterProp="label"
            placeholder={text('categoryPlaceholder')}
            {...useCategories()}
          />
        </Field>
        <Divider />
        <Field name="gia" hint={text('priceHint')}>
          <NumberInput
            kind="money"
            min={0}
            max={MAX_PRODUCT_PRICE}
            suffix={text('currency')}
            placeholder={text('pricePlaceholder')}
            style={{ width: '100%' }}
          />
        </Field>
        <Divider />
        <Field name="thutu" hint={text('orderHint')}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
        <Field name="hinhanh_id">
          <ImageField folder={FOLDER} label={field('hinhanh_id')} />
        </Field>
      </Col>
    </Row>
  );
}

const productForm: FormSpec = {
  fields: <ProductFields />,
  defaults: { hienthi: true, thutu: 0 },
  transforms: { hinhanh_id: imageTransform('hinhanh') },
};

export function ProductsScreen() {
  return (
    <ResourceScreen<ProductRow>
      resource={productResource}
      useColumns={useColumns}
      useFilters={useFilters}
      form={productForm}
      recordTitle={(record) => String(record.tensanpham)}
      invalidates={[productCategoryResource.api]}
    />
  );
}
