// The FAQ catalogues (/admin/dmfaq, /them-moi, /:id) on the module kit: names in vi and en and the order of the
// groups on `/hoi-dap`. A catalogue that still holds questions cannot be deleted (the API refuses it too).
import { faqCategoryResource, faqResource, type FaqCategoryRecord } from '@phongkham/contracts';
import { Input, InputNumber } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { ResourceScreen } from '../../kit/ResourceScreen';

const field = (t: (key: string) => string, name: string) => t(`admin.resources.faqCategories.fields.${name}`);

function useColumns(): KitColumn<FaqCategoryRecord>[] {
  const { t } = useI18n();
  return [
    { key: 'tendanhmuc', title: field(t, 'tendanhmuc'), value: (c) => c.tendanhmuc, link: true, sortable: true },
    { key: 'tendanhmuc_en', title: field(t, 'tendanhmuc_en'), value: (c) => c.tendanhmuc_en, responsive: ['md'] },
    { key: 'thutu', title: field(t, 'thutu'), value: (c) => c.thutu, sortable: true },
    { key: 'socauhoi', title: field(t, 'socauhoi'), value: (c) => c.socauhoi },
    dateColumn('updatedAt', field(t, 'updatedAt'), { responsive: ['xl'] }),
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
      <Field name="thutu" hint={t('admin.resources.faqCategories.orderHint')}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Field>
    </>
  );
}

const categoryForm: FormSpec = { fields: <CategoryFields />, defaults: { thutu: 0 } };

export function FaqCategoriesScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<FaqCategoryRecord>
      resource={faqCategoryResource}
      useColumns={useColumns}
      form={categoryForm}
      recordTitle={(record) => String(record.tendanhmuc)}
      // A delete on each row, off with its reason while the catalogue holds any (the record page then offers none).
      deleteInList={(row) => row.tendanhmuc}
      deleteBlocked={(record: Values) => {
        const count = Number(record.socauhoi ?? 0);
        return count > 0 ? t('errors.faqCategoryHasQuestions', { count }) : null;
      }}
      invalidates={[faqResource.api]}
    />
  );
}
