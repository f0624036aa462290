// A small translator over the locale files: dotted keys, {{name}} placeholders, Vietnamese as the fallback.
// The site's first-load budget is tight, so this replaces a general i18n library (docs/decisions/0003).
import { interpolate, type Lang, type Params } from '@phongkham/contracts/i18n';

export type MessageTable = Record<string, unknown>;
export type Translate = (key: string, params?: Params) => string;

function lookup(table: MessageTable, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(lang: Lang, tables: Record<Lang, MessageTable>): Translate {
  return (key, params) => interpolate(lookup(tables[lang], key) ?? lookup(tables.vi, key) ?? key, params);
}
