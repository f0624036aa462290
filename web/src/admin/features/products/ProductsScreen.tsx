// The products (/admin/san-pham, /them-moi, /:id) on the module kit: the list filtered by category and by whether
// shown, sorted by shelf order, name or price; the editor: vi/en name, summary and description, an optional
// category, the price in whole đồng or empty ("contact us for the price"), a picture, the order and whether the
// website shows it.
import { MAX_PRODUCT_PRICE, productCategoryResource, productResource, type ProductRow } from '@phongkham/contracts';
import { Col, Divider, Row, Select } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { formatPrice } from '../../../shared/format';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field } from '../../kit/form';
import { ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';
import { useClearable } from '../../kit/selects';
import { useResourceTexts } from '../../kit/texts';
import { OrderAndImageFields, contentForm, ContentTexts, ShownField, useCategory, useShown } from '../../kit/content';

const FOLDER = 'san-pham';

function useColumns(): KitColumn<ProductRow>[] {
  const { text, field } = useResourceTexts(productResource);
  const shown = useShown();
  return [
    { key: 'tensanpham', title: field('tensanpham'), value: (p) => p.tensanpham, link: true, sortable: true },
    useCategory(productCategoryResource).column<ProductRow>('danhmuc', field('danhmuc'), { empty: text('noCategory') }),
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
    shown.column<ProductRow>(field('hienthi'), { responsive: ['sm'] }),
    { key: 'thutu', title: field('thutu'), value: (p) => p.thutu, sortable: true, responsive: ['lg'] },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useFilters(): FilterSpec[] {
  const { field } = useResourceTexts(productResource);
  const shown = useShown();
  return [
    useCategory(productCategoryResource).filter('dmsanpham_id', field('dmsanpham_id')),
    shown.filter(field('hienthi')),
  ];
}

function ProductFields() {
  const clearable = useClearable();
  const { text } = useResourceTexts(productResource);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <ContentTexts
          texts={[
            { name: 'tensanpham', kind: 'title', max: 250 },
            { name: 'mota', kind: 'summary', max: 1000 },
            { name: 'noidung', kind: 'rich' },
          ]}
          folder={FOLDER}
        />
      </Col>
      <Col xs={24} lg={8}>
        <ShownField resource={productResource} />
        <Field name="dmsanpham_id">
          <Select
            allowClear={clearable}
            showSearch
            optionFilterProp="label"
            placeholder={text('categoryPlaceholder')}
            {...useCategory(productCategoryResource).options}
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
        <OrderAndImageFields resource={productResource} folder={FOLDER} />
      </Col>
    </Row>
  );
}

const productForm = contentForm(<ProductFields />);

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
