// A catalogue's screen: the small named lists content is grouped by (news categories, product categories, FAQ and
// guide catalogues). Each has a name in vi and en, an order on the public site, how many items it holds, and
// optionally a slug; one that still holds items cannot be deleted (the API refuses it too, with 409). Declared
// once here so that each catalogue is one line in its feature, labelled from its own locale block.
import type { Resource } from '@phongkham/contracts';
import { Input } from 'antd';
import { NumberInput } from './NumberInput';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { dateColumn, type KitColumn } from './columns';
import { Field, type FormSpec, type Values } from './form';
import { LangTabs } from './LangTabs';
import { ResourceScreen, type KitResource } from './ResourceScreen';

/** What every catalogue row carries; `count` names the column that counts its items. */
interface CatalogueRow {
  _id: string;
  tendanhmuc: string;
  tendanhmuc_en?: string | null;
  slug?: string | null;
  thutu: number;
  updatedAt: string;
  [field: string]: unknown;
}

export interface CatalogueScreenProps {
  resource: KitResource & Pick<Resource, 'key'>;
  /** The items it groups: the column counting them, their API (its lists are refreshed after a change). */
  items: { count: string; api: string };
  /**
   * The reason a catalogue holding items cannot be deleted, as a locale key taking `{{count}}`; without one the
   * delete is offered and the API's 409 explains.
   */
  inUse?: string;
  /** A readable slug the editor may set (the public address of the catalogue's page). */
  slug?: boolean;
}

export function CatalogueScreen({ resource, items, inUse, slug = false }: CatalogueScreenProps) {
  const { t } = useI18n();
  const label = (name: string) => t(`admin.resources.${resource.key}.fields.${name}`);
  const count = (row: Values) => Number(row[items.count] ?? 0);

  const slugColumn: KitColumn<CatalogueRow> = {
    key: 'slug',
    title: label('slug'),
    value: (c) => c.slug,
    responsive: ['lg'],
  };
  const useColumns = (): KitColumn<CatalogueRow>[] => [
    { key: 'tendanhmuc', title: label('tendanhmuc'), value: (c) => c.tendanhmuc, link: true, sortable: true },
    { key: 'tendanhmuc_en', title: label('tendanhmuc_en'), value: (c) => c.tendanhmuc_en, responsive: ['md'] },
    ...(slug ? [slugColumn] : []),
    { key: 'thutu', title: label('thutu'), value: (c) => c.thutu, sortable: true },
    { key: items.count, title: label(items.count), value: (c) => count(c) },
    dateColumn('updatedAt', label('updatedAt'), { responsive: ['xl'] }),
  ];

  const form: FormSpec = {
    fields: (
      <>
        <LangTabs names={['tendanhmuc']}>
          {(l) => (
            <Field name={`tendanhmuc${l}`}>
              <Input maxLength={120} />
            </Field>
          )}
        </LangTabs>
        {slug && (
          <Field name="slug" hint={t(`admin.resources.${resource.key}.slugHint`)}>
            <Input placeholder={t(`admin.resources.${resource.key}.slugPlaceholder`)} />
          </Field>
        )}
        <Field name="thutu" hint={t(`admin.resources.${resource.key}.orderHint`)}>
          <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
        </Field>
      </>
    ),
    defaults: { thutu: 0 },
  };

  return (
    <ResourceScreen<CatalogueRow>
      resource={resource}
      useColumns={useColumns}
      form={form}
      recordTitle={(record) => String(record.tendanhmuc)}
      // A delete on each row, off with its reason while the catalogue holds any (the record page then offers none).
      {...(inUse
        ? {
            deleteInList: (row: CatalogueRow) => row.tendanhmuc,
            deleteBlocked: (record: Values) => (count(record) > 0 ? t(inUse, { count: count(record) }) : null),
          }
        : {})}
      invalidates={[items.api]}
    />
  );
}
