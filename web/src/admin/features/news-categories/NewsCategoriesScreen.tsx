// The news categories (/admin/danh-muc-tin-tuc, and the same screen at /admin/dmtintuc): names in vi and en,
// the slug, the order of the header's dropdown, and how many articles each holds.
import { newsCategoryResource, type NewsCategoryRecord } from '@phongkham/contracts';
import { Input, InputNumber } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen } from '../../kit/ResourceScreen';

function useColumns(): KitColumn<NewsCategoryRecord>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`admin.resources.newsCategories.fields.${name}`);
  return [
    { key: 'tendanhmuc', title: field('tendanhmuc'), value: (c) => c.tendanhmuc, link: true, sortable: true },
    { key: 'tendanhmuc_en', title: field('tendanhmuc_en'), value: (c) => c.tendanhmuc_en, responsive: ['md'] },
    { key: 'slug', title: field('slug'), value: (c) => c.slug, responsive: ['lg'] },
    { key: 'thutu', title: field('thutu'), value: (c) => c.thutu, sortable: true },
    { key: 'sobaiviet', title: field('sobaiviet'), value: (c) => c.sobaiviet },
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
      <Field name="slug" hint={t('admin.resources.newsCategories.slugHint')}>
        <Input placeholder={t('admin.resources.newsCategories.slugPlaceholder')} />
      </Field>
      <Field name="thutu" hint={t('admin.resources.newsCategories.orderHint')}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Field>
    </>
  );
}

const categoryForm: FormSpec = { fields: <CategoryFields />, defaults: { thutu: 0 } };

export function NewsCategoriesScreen() {
  return (
    <ResourceScreen<NewsCategoryRecord>
      resource={newsCategoryResource}
      useColumns={useColumns}
      form={categoryForm}
      recordTitle={(record) => String(record.tendanhmuc)}
    />
  );
}
