// The translation overrides staff write at /admin/languages, merged over the bundled message tables without a
// rebuild (docs/decisions/0016-languages-and-overrides.md). The server render fetches them and embeds what it used
// in the page, so the browser hydrates with exactly the same texts; a language switched to later, and the back
// office, fetch them from GET /api/ngonngu/ban-dich (revalidated with its ETag).
import { languages, type Lang } from '@phongkham/contracts/i18n';
import type { OverrideTable } from '@phongkham/contracts/overrides';

export const overridesPath = '/api/ngonngu/ban-dich';
const elementId = 'ban-dich';

/** The overrides of a language, or null when they cannot be read (the bundled texts then show). */
export async function fetchOverrides(lang: Lang): Promise<OverrideTable | null> {
  try {
    const response = await fetch(`${overridesPath}?lng=${lang}`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { success: boolean; data?: OverrideTable };
    return body.success && body.data ? body.data : null;
  } catch {
    return null;
  }
}

/** The page's copy of the overrides its server render used, as an inert JSON script. */
export function overridesScript(table: OverrideTable): string {
  // `<` escaped: a text containing "</script>" cannot end the element.
  return `<script type="application/json" id="${elementId}">${JSON.stringify(table).replace(/</g, '\\u003c')}</script>`;
}

export function readEmbeddedOverrides(): OverrideTable | null {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as OverrideTable;
  } catch {
    return null;
  }
}

/** The languages a switch offers: the enabled ones the product ships; every shipped one when unknown. */
export function enabledLanguages(table: OverrideTable | null): Lang[] {
  if (!table) return [...languages];
  const enabled = languages.filter((code) => table.ngonngu.some((language) => language.ma === code));
  return enabled.length ? enabled : [...languages];
}
