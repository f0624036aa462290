// Pieces of the public-content screens (FAQ, guides, products, provided services…): the category a row belongs
// to (a column and a filter over the category resource's names in vi/en), whether the website shows it (a column,
// a filter and the editor's switch on `hienthi`), the vi/en texts of the editor, and the order-and-picture fields
// with the form around them.
import { Input, Switch, Tag } from 'antd';
import type { ReactNode } from 'react';
import { localized } from '../../shared/format';
import { useI18n } from '../../shared/i18n/I18nProvider';
import type { KitColumn } from './columns';
import { Field, type FormSpec } from './form';
import { ImageField, imageTransform } from './ImageField';
import { LangTabs } from './LangTabs';
import { NumberInput } from './NumberInput';
import { booleanFilter, type FilterSpec, type KitResource } from './ResourceScreen';
import { RichTextEditor } from './RichTextEditor';
import { useResourceOptions } from './selects';
import { useResourceTexts } from './texts';

/** A category as rows carry it and as its own list answers it. */
export interface CategoryName {
  _id?: string;
  tendanhmuc: string;
  tendanhmuc_en?: string | null;
}

/**
 * The categories of a resource (`dmfaq`, `dmsanpham`): their `options` for a select, in the reader's language and
 * the site's order; the list `filter` on a row's category (`dmfaq_id`); and the `column` naming the category a row
 * carries under `key` (`danhmuc`, `nhom`), `empty` standing for a row without one.
 */
export function useCategory(category: Pick<KitResource, 'api'>) {
  const { lang } = useI18n();
  const name = (c: CategoryName) => localized(lang, c.tendanhmuc, c.tendanhmuc_en);
  const options = useResourceOptions<CategoryName & { _id: string }>(category.api, name, { sort: 'thutu' });
  return {
    options,
    filter: (field: string, label: string): FilterSpec => ({ name: field, label, ...options }),
    column<T>(key: string, title: string, extra: Partial<KitColumn<T>> & { empty?: string } = {}): KitColumn<T> {
      const { empty = '', ...rest } = extra;
      const value = (row: T) => {
        const held = (row as Record<string, CategoryName | null | undefined>)[key];
        return held ? name(held) : empty;
      };
      return { key, title, value, responsive: ['md'], ...rest };
    },
  };
}

/** Whether the website shows a record, as the list's tag. */
export function ShownTag({ shown }: { shown: boolean }) {
  const { t } = useI18n();
  return shown ? <Tag color="green">{t('admin.kit.shown.published')}</Tag> : <Tag>{t('admin.kit.shown.hidden')}</Tag>;
}

/** Whether the website shows a record (`hienthi`): the list's `column` (a tag; words in the workbook) and `filter`. */
export function useShown() {
  const { t } = useI18n();
  const published = t('admin.kit.shown.published');
  const hidden = t('admin.kit.shown.hidden');
  return {
    column: <T extends { hienthi: boolean }>(title: string, extra: Partial<KitColumn<T>> = {}): KitColumn<T> => ({
      key: 'hienthi',
      title,
      value: (row) => (row.hienthi ? published : hidden),
      render: (row) => <ShownTag shown={row.hienthi} />,
      ...extra,
    }),
    filter: (label: string) => booleanFilter('hienthi', label, published, hidden),
  };
}

/** The editor's shown switch, with the resource's hint (`admin.resources.<key>.publishedHint`) when it has one. */
export function ShownField({ resource }: { resource: Pick<KitResource, 'key'> }) {
  const { text } = useResourceTexts(resource);
  const hint = text('publishedHint');
  return (
    <Field name="hienthi" valuePropName="checked" hint={hint.endsWith('.publishedHint') ? undefined : hint}>
      <Switch />
    </Field>
  );
}

export interface OrderAndImageFieldsProps {
  /** Whose labels and order hint (`admin.resources.<key>.orderHint`) the fields show. */
  resource: Pick<KitResource, 'key'>;
  /** The upload folder of the picture (`huong-dan`). */
  folder: string;
  /** Without the picture: the order alone. */
  image?: boolean;
}

/** The order within the list on the website (`thutu`) and the record's picture (`hinhanh_id`). */
export function OrderAndImageFields({ resource, folder, image = true }: OrderAndImageFieldsProps) {
  const { text, field } = useResourceTexts(resource);
  return (
    <>
      <Field name="thutu" hint={text('orderHint')}>
        <NumberInput kind="integer" min={0} max={100_000} style={{ width: 160 }} />
      </Field>
      {image && (
        <Field name="hinhanh_id">
          <ImageField folder={folder} label={field('hinhanh_id')} />
        </Field>
      )}
    </>
  );
}

/**
 * The form of a content record around its fields: a new one is shown and comes first, and with a picture of its
 * own (`image`) the picture travels as its id.
 */
export const contentForm = (fields: ReactNode, image = true): FormSpec => ({
  fields,
  defaults: { thutu: 0, hienthi: true },
  transforms: image ? { hinhanh_id: imageTransform('hinhanh') } : {},
});

/**
 * One text of the editor, in vi and en (`cauhoi`, `cauhoi_en`): a one-line `title`, a `question` of a few lines,
 * a `summary` paragraph with its count, or `rich` text with pictures. `max` is the contract's length.
 */
export type ContentText =
  { name: string; kind: 'title' | 'question' | 'summary'; max: number } | { name: string; kind: 'rich' };

function TextField({ text, suffix, folder }: { text: ContentText; suffix: string; folder: string }) {
  const name = `${text.name}${suffix}`;
  if (text.kind === 'rich') {
    return (
      <Field name={name}>
        <RichTextEditor folder={folder} />
      </Field>
    );
  }
  const input =
    text.kind === 'title' ? (
      <Input maxLength={text.max} />
    ) : text.kind === 'question' ? (
      <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={text.max} />
    ) : (
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={text.max} showCount />
    );
  return <Field name={name}>{input}</Field>;
}

/** The vi/en texts of a content record in their two tabs, in the order given; pictures go to `folder`. */
export function ContentTexts({ texts, folder }: { texts: readonly ContentText[]; folder: string }) {
  return (
    <LangTabs names={texts.map((t) => t.name)}>
      {(suffix) => texts.map((t) => <TextField key={t.name} text={t} suffix={suffix} folder={folder} />)}
    </LangTabs>
  );
}
