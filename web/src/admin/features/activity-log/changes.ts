// Before/after of a history entry as field-by-field rows: which fields a write changed, each value as text a
// person reads (yes/no, the clinic's time, lists one per line), and each field under its label in the reader's
// language. The history keeps whole rows without their timestamps (docs/decisions/0010-module-kit.md).
import * as contracts from '@phongkham/contracts';
import { CLINICAL_HIDDEN, type Lang } from '@phongkham/contracts';
import { formatDateTime } from '../../kit/columns';
import type { Translate } from '../../../shared/i18n/translator';

type Fields = Record<string, unknown>;

export interface FieldChange {
  name: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value that is not an object (rare: a bare value) becomes one field without a name. */
const asFields = (value: unknown): Fields => {
  if (value === null || value === undefined) return {};
  return isRecord(value) ? value : { '': value };
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The same JSON whatever the order of object keys, so a reordered object does not read as a change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two values differ; nothing, null and empty text are all "empty" and equal. */
export const differs = (before: unknown, after: unknown) =>
  isEmpty(before) && isEmpty(after) ? false : stable(before) !== stable(after);

/** Every field of either side, in the row's order (fields only the "after" has come last). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = asFields(before);
  const next = asFields(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return names.map((name) => ({
    name,
    before: old[name],
    after: next[name],
    changed: differs(old[name], next[name]),
  }));
}

/** The names of the fields a write changed; empty when one side is missing (a creation, a sign-in). */
export function changedFieldNames(entry: { truoc: unknown; sau: unknown }): string[] {
  if (entry.truoc === null || entry.truoc === undefined || entry.sau === null || entry.sau === undefined) return [];
  return fieldChanges(entry.truoc, entry.sau)
    .filter((change) => change.changed)
    .map((change) => change.name);
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value as text; null for "nothing" (shown as a dash). */
export function valueText(value: unknown, lang: Lang, t: Translate): string | null {
  if (isEmpty(value)) return null;
  // The server hides clinical content from readers without a clinical grant (docs/decisions/0037).
  if (value === CLINICAL_HIDDEN) return t('admin.activity.clinicalHidden');
  if (typeof value === 'boolean') return t(value ? 'admin.kit.yes' : 'admin.kit.no');
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? formatDateTime(lang, value) : value;
  if (typeof value === 'number') return String(value);
  const part = (item: unknown): string => valueText(item, lang, t) ?? '—';
  // A list holds one item per line; an object reads "name: value, name: value".
  if (Array.isArray(value)) return value.map(part).join('\n');
  if (isRecord(value))
    return Object.entries(value)
      .map(([name, item]) => `${name}: ${part(item)}`)
      .join(', ');
  return String(value);
}

/** A resource declared with the kit: its table and its locale key are all the history needs. */
const isResource = (value: unknown): value is { table: string; key: string; api: string } =>
  isRecord(value) && typeof value.table === 'string' && typeof value.key === 'string' && typeof value.api === 'string';

/**
 * Where a table's own field labels live: every kit resource labels its form fields under its key, so a new module's
 * history reads in its own words without being listed here; general information has its own block.
 */
const ownLabels: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(contracts)
      .filter(isResource)
      .map((resource) => [resource.table, `admin.resources.${resource.key}.fields`]),
  ),
  setting: 'admin.generalInfo.fields',
};

/**
 * A field's label: the table's own (a news article's "Tiêu đề"), else the history's common one, else the column's
 * name as it is. An English twin (`tieude_en`) reads as its field's label "– English".
 */
export function fieldLabel(table: string, name: string, t: Translate): string {
  const known = (field: string) => {
    const keys = [ownLabels[table] && `${ownLabels[table]}.${field}`, `admin.activity.fields.${field}`];
    for (const key of keys) {
      if (!key) continue;
      const label = t(key);
      if (label !== key) return label;
    }
    return null;
  };
  if (name === '') return t('admin.activity.value');
  const own = known(name);
  if (own) return own;
  const twin = /^(.+)_en$/.exec(name)?.[1];
  const base = twin ? known(twin) : null;
  return base ? t('admin.kit.lang.enLabel', { label: base }) : name;
}
