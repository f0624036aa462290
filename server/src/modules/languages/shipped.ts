// The texts the product ships in web/src/locales, flattened to `namespace:dotted.key` → vi and en wording: what an
// override may name, and what the editor shows beside it. Read once per process: the files change only with a
// release, which restarts the server.
import { overrideNamespaces, type Lang } from '@phongkham/contracts';
import { readFileSync } from 'node:fs';
import { serverFile } from '../../paths';

const localesDir = serverFile('../web/src/locales/');

export interface ShippedText {
  khoa: string;
  vi: string;
  en: string;
}

function flatten(node: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) flatten(value, `${prefix}.${key}`, into);
}

function read(lang: Lang): Map<string, string> {
  const texts = new Map<string, string>();
  for (const namespace of overrideNamespaces) {
    const json: unknown = JSON.parse(readFileSync(new URL(`${lang}/${namespace}.json`, localesDir), 'utf8'));
    const flat = new Map<string, string>();
    flatten(json, '', flat);
    // `.a.b` → `namespace:a.b`
    for (const [path, text] of flat) texts.set(`${namespace}:${path.slice(1)}`, text);
  }
  return texts;
}

let shipped: { list: ShippedText[]; byKey: Map<string, ShippedText> } | undefined;

/** Every shipped text in file order (vi's keys; en has the same ones, web/src/site/tables/tables.test.ts). */
export function shippedTexts() {
  if (!shipped) {
    const vi = read('vi');
    const en = read('en');
    const list = [...vi].map(([khoa, text]) => ({ khoa, vi: text, en: en.get(khoa) ?? text }));
    shipped = { list, byKey: new Map(list.map((entry) => [entry.khoa, entry])) };
  }
  return shipped;
}
