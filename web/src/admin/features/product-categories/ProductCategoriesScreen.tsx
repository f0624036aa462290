// The product categories (/admin/danh-muc-san-pham, /them-moi, /:id) on the module kit: names in vi and en, the
// order of the Products page, and how many products each holds; one that holds products cannot be deleted.
import { productCategoryResource, productResource, type ProductCategoryRecord } from '@phongkham/contracts';
import { Input, InputNumber } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen } from '../../kit/ResourceScreen';

function useColumns(): KitColumn<ProductCategoryRecord>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`admin.resources.productCategories.fields.${name}`);
  return [
    { key: 'tendanhmuc', title: field('tendanhmuc'), value: (c) => c.tendanhmuc, link: true, sortable: true },
    { key: 'tendanhmuc_en', title: field('tendanhmuc_en'), value: (c) => c.tendanhmuc_en, responsive: ['md'] },
    { key: 'thutu', title: field('thutu'), value: (c) => c.thutu, sortable: true },
    { key: 'sosanpham', title: field('sosanpham'), value: (c) => c.sosanpham },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function CategoryFields() {
  const { t } = useI18n();
  return (
    <>
      <LangTabs names={['tendanhmuc']}>
        {(l) => (
          <Field name={`tendanhmuc${l}`}>
            <Input maxLength={120} />
          </Field>
        )}
      </LangTabs>
      <Field name="thutu" hint={t('admin.resources.productCategories.orderHint')}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Field>
    </>
  );
}

const categoryForm: FormSpec = { fields: <CategoryFields />, defaults: { thutu: 0 } };

export function ProductCategoriesScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<ProductCategoryRecord>
      resource={productCategoryResource}
      useColumns={useColumns}
      form={categoryForm}
      recordTitle={(record) => String(record.tendanhmuc)}
      // The server refuses too (409); saying why beforehand spares a click.
      deleteBlocked={(record) =>
        Number(record.sosanpham) > 0
          ? t('admin.resources.productCategories.inUse', { count: Number(record.sosanpham) })
          : null
      }
      deleteInList={(row) => row.tendanhmuc}
      invalidates={[productResource.api]}
    />
  );
}
