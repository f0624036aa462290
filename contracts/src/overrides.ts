// Translation overrides over the bundled message tables, without zod: the public site's bundle imports this
// (`@phongkham/contracts/overrides`) to merge what GET /api/ngonngu/ban-dich answers, on the server and in the
// browser alike, so both renders read the same texts (docs/decisions/0016-languages-and-overrides.md).

/** GET /api/ngonngu/ban-dich?lng=vi: the language's overrides as `namespace:key` → text, and the enabled languages. */
export interface OverrideTable {
  lng: string;
  /** Changes whenever the overrides do: the ETag. */
  phienban: string;
  bandich: Record<string, string>;
  /** The enabled languages, the default first: what a language switch offers. */
  ngonngu: { ma: string; ten: string; locale: string }[];
}

/** The {{placeholders}} of a text, sorted and once each: an override must keep exactly the shipped text's. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!))].sort();
}

/** Where `namespace:key` sits in a message table built as `{ common, site, admin, ...shared }`. */
export function overridePath(key: string): string {
  const colon = key.indexOf(':');
  return `${key.slice(0, colon)}.${key.slice(colon + 1)}`;
}

/**
 * A copy of `table` with the overrides written over its texts. Only existing texts are replaced (an override of
 * a key a later release removed changes nothing), and the copy shares every untouched branch with `table`.
 */
export function withOverrides<T extends Record<string, unknown>>(table: T, overrides: Record<string, string>): T {
  let result: Record<string, unknown> = table;
  for (const [key, text] of Object.entries(overrides)) {
    const parts = overridePath(key).split('.');
    const write = (node: Record<string, unknown>, depth: number): Record<string, unknown> | null => {
      const part = parts[depth]!;
      const child = node[part];
      if (depth === parts.length - 1) return typeof child === 'string' ? { ...node, [part]: text } : null;
      if (child === null || typeof child !== 'object') return null;
      const replaced = write(child as Record<string, unknown>, depth + 1);
      return replaced ? { ...node, [part]: replaced } : null;
    };
    result = write(result, 0) ?? result;
  }
  return result as T;
}
