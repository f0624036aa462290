// The interface languages (/admin/languages, /languages/add, /languages/{id}) on the module kit, with the
// translation overrides of a language on its record page (OverridesEditor). vi is the default and always on; only
// a language whose locale files ship can be enabled (the API refuses the rest: docs/decisions/0016).
import { languageResource, type LanguageRecord } from '@phongkham/contracts';
import { Alert, Input, Switch } from 'antd';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { adminPaths } from '../../../shared/paths';
import { flagColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec, type Values } from '../../kit/form';
import { ResourceScreen } from '../../kit/ResourceScreen';
import { OverridesEditor } from './OverridesEditor';

const field = (t: (key: string) => string, name: string) => t(`admin.resources.languages.fields.${name}`);

function useColumns(): KitColumn<LanguageRecord>[] {
  const { t } = useI18n();
  return [
    { key: 'ten', title: field(t, 'ten'), value: (l) => l.ten, link: true, sortable: true },
    { key: 'ma', title: field(t, 'ma'), value: (l) => l.ma, sortable: true },
    { key: 'locale', title: field(t, 'locale'), value: (l) => l.locale, responsive: ['md'] },
    flagColumn('macdinh', field(t, 'macdinh'), { responsive: ['md'] }),
    flagColumn('kichhoat', field(t, 'kichhoat')),
    { key: 'sobandich', title: field(t, 'sobandich'), value: (l) => l.sobandich, responsive: ['sm'] },
  ];
}

function LanguageFields({ record }: { record: Values | null }) {
  const { t } = useI18n();
  const shipped = Boolean(record?.cosan);
  const isDefault = Boolean(record?.macdinh);
  return (
    <>
      {record && !shipped && (
        <Alert type="info" showIcon title={t('admin.resources.languages.notShipped')} style={{ marginBottom: 16 }} />
      )}
      <Field name="ma" hint={t('admin.resources.languages.codeHint')}>
        <Input maxLength={8} disabled={shipped} style={{ maxWidth: 160 }} />
      </Field>
      <Field name="ten">
        <Input maxLength={60} />
      </Field>
      <Field name="locale" hint={t('admin.resources.languages.localeHint')}>
        <Input maxLength={20} style={{ maxWidth: 200 }} />
      </Field>
      <Field name="macdinh" valuePropName="checked" hint={t('admin.resources.languages.defaultHint')}>
        <Switch disabled />
      </Field>
      <Field
        name="kichhoat"
        valuePropName="checked"
        hint={t(isDefault ? 'admin.resources.languages.alwaysOnHint' : 'admin.resources.languages.enabledHint')}
      >
        <Switch disabled={isDefault || !shipped} />
      </Field>
    </>
  );
}

const languageForm: FormSpec = {
  fields: (record) => <LanguageFields record={record} />,
  defaults: { macdinh: false, kichhoat: false },
};

export function LanguagesScreen() {
  const { t } = useI18n();
  return (
    <ResourceScreen<LanguageRecord>
      resource={languageResource}
      useColumns={useColumns}
      form={languageForm}
      paths={() => adminPaths.languages}
      recordTitle={(record) => String(record.ten)}
      deleteBlocked={(record: Values) => {
        if (record.cosan) return t('errors.languageShipped');
        const count = Number(record.sobandich ?? 0);
        return count > 0 ? t('errors.languageHasOverrides', { count }) : null;
      }}
      recordExtra={(record) => (record.cosan ? <OverridesEditor language={record} /> : null)}
    />
  );
}
