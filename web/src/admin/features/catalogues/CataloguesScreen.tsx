// The catalogues (/admin/danh-muc, /them-moi, /:id) on the module kit: specialties, units of measure, payment methods
// and rooms, one tab per list. Each entry has a code, names in vi and en, an order and an active flag; the lists are
// the staff member's clinic's own (the owner sees every clinic's).
import { catalogueKinds, catalogueResource, type CatalogueEntry } from '@phongkham/contracts';
import { Col, Input, Row, Select, Switch, Tag } from 'antd';
import { NumberInput } from '../../kit/NumberInput';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from '../../kit/columns';
import { Field, type FormSpec } from '../../kit/form';
import { LangTabs } from '../../kit/LangTabs';
import { booleanFilter, ResourceScreen, type FilterSpec } from '../../kit/ResourceScreen';

const key = 'admin.resources.catalogues';

function useKinds() {
  const { t } = useI18n();
  return catalogueKinds.map((kind) => ({ value: kind, label: t(`${key}.kinds.${kind}`) }));
}

function useColumns(): KitColumn<CatalogueEntry>[] {
  const { t } = useI18n();
  const field = (name: string) => t(`${key}.fields.${name}`);
  return [
    { key: 'ma', title: field('ma'), value: (row) => row.ma, link: true, sortable: true },
    { key: 'ten', title: field('ten'), value: (row) => row.ten, sortable: true },
    { key: 'ten_en', title: field('ten_en'), value: (row) => row.ten_en, responsive: ['lg'] },
    { key: 'loai', title: field('loai'), value: (row) => t(`${key}.kinds.${row.loai}`), responsive: ['md'] },
    { key: 'thutu', title: field('thutu'), value: (row) => row.thutu, sortable: true, responsive: ['sm'] },
    {
      key: 'hoatdong',
      title: field('hoatdong'),
      value: (row) => t(`${key}.${row.hoatdong ? 'active' : 'inactive'}`),
      render: (row) => (
        <Tag color={row.hoatdong ? 'green' : 'default'}>{t(`${key}.${row.hoatdong ? 'active' : 'inactive'}`)}</Tag>
      ),
    },
    dateColumn('updatedAt', field('updatedAt'), { responsive: ['xl'] }),
  ];
}

function useTabs(): FilterSpec {
  const { t } = useI18n();
  return { name: 'loai', label: t(`${key}.fields.loai`), options: useKinds() };
}

function useFilters(): FilterSpec[] {
  const { t } = useI18n();
  return [booleanFilter('hoatdong', t(`${key}.fields.hoatdong`), t(`${key}.active`), t(`${key}.inactive`))];
}

function EntryFields() {
  const { t } = useI18n();
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Field name="loai">
          <Select options={useKinds()} />
        </Field>
        <Field name="ma" hint={t(`${key}.codeHint`)}>
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
        </Field>
        <LangTabs names={['ten']}>
          {(l) => (
            <Field name={`ten${l}`}>
              <Input maxLength={120} />
            </Field>
          )}
        </LangTabs>
      </Col>
      <Col xs={24} lg={10}>
        <Field name="thutu" hint={t(`${key}.orderHint`)}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
        <Field name="hoatdong" valuePropName="checked" hint={t(`${key}.activeHint`)}>
          <Switch />
        </Field>
      </Col>
    </Row>
  );
}

const entryForm: FormSpec = { fields: <EntryFields />, defaults: { thutu: 0, hoatdong: true } };

export function CataloguesScreen() {
  return (
    <ResourceScreen<CatalogueEntry>
      resource={catalogueResource}
      useColumns={useColumns}
      useTabs={useTabs}
      useFilters={useFilters}
      form={entryForm}
      recordTitle={(record) => `${String(record.ma)} · ${String(record.ten)}`}
      deleteInList={(row) => `${row.ma} · ${row.ten}`}
    />
  );
}
