// The site's page template on the server: its own inline scripts sealed (marked, hashed for the CSP) once, cut
// where a render's parts go, and filled with each render. The scripts a render writes carry a marker nonce that is
// taken off and replaced by their hashes, so a page is the same bytes for every visitor (plugins/web.ts).
import { templateNonce } from '@phongkham/contracts/site-template';
import { createHash } from 'node:crypto';

/**
 * A site template, sealed and cut where a render's parts go: its own inline scripts (the starter; Vite's in
 * development) are trusted, so they are marked and hashed here, once, not in every render.
 */
export interface PreparedTemplate {
  /** The text before `<html>`'s attributes, before the head's part, before the body's part, and after it. */
  parts: [string, string, string, string];
  scriptHashes: string[];
}

export function prepareTemplate(template: string, marker: string): PreparedTemplate {
  const sealed = sealInlineScripts(markTemplateScripts(template.replaceAll(templateNonce, marker), marker), marker);
  const parts: string[] = [];
  let rest = sealed.html;
  // The attributes go inside `<html>`, between its name and its `>`; the other two slots are replaced whole.
  for (const [slot, keep] of [
    ['<html>', '<html'.length],
    ['<!--app-head-->', 0],
    ['<!--app-html-->', 0],
  ] as const) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`The site's page template has no ${slot}.`);
    parts.push(rest.slice(0, at + keep));
    rest = rest.slice(at + (keep || slot.length));
  }
  parts.push(rest);
  return { parts: parts as PreparedTemplate['parts'], scriptHashes: sealed.scriptHashes };
}

/**
 * A rendered page in its template. Only the render's own parts are searched for scripts, and the page is put
 * together in one concatenation: replacing slots in the whole page copied it three times per render.
 */
export function fillTemplate(
  { parts, scriptHashes }: PreparedTemplate,
  page: { htmlAttributes: string; head: string; html: string },
  marker: string,
): { html: string; scriptHashes: string[] } {
  const head = sealInlineScripts(page.head, marker);
  const body = sealInlineScripts(page.html, marker);
  const attributes = page.htmlAttributes ? ` ${page.htmlAttributes}` : '';
  return {
    html: `${parts[0]}${attributes}${parts[1]}${head.html}${parts[2]}${body.html}${parts[3]}`,
    scriptHashes: [...new Set([...scriptHashes, ...head.scriptHashes, ...body.scriptHashes])],
  };
}

/** Marks each inline script of the (trusted) template that has no nonce yet, so sealInlineScripts allows it. */
export function markTemplateScripts(template: string, marker: string): string {
  return template.replace(/<script\b(?![^>]*\snonce=)/g, `<script nonce="${marker}"`);
}

/**
 * Takes the marker nonce off every script the server wrote, and answers the CSP sources that allow exactly those
 * scripts: the SHA-256 of each inline one's text. Data blocks (JSON-LD, the hydration tables) are not run, so
 * script-src does not apply to them and they need none. Scripts without the marker (none, unless content
 * smuggled one in) get no hash.
 */
export function sealInlineScripts(html: string, marker: string): { html: string; scriptHashes: string[] } {
  const scriptHashes = new Set<string>();
  const attribute = ` nonce="${marker}"`;
  const marked = new RegExp(`<script\\b([^>]*?)${attribute}([^>]*)>([\\s\\S]*?)</script>`, 'g');
  for (const [, before = '', after = '', text = ''] of html.matchAll(marked)) {
    if (!runs(` ${before} ${after}`)) continue;
    scriptHashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(attribute, ''), scriptHashes: [...scriptHashes] };
}

/** Whether a script with these attributes runs inline: no src, and no type or a JavaScript one. */
export function runs(attributes: string): boolean {
  if (/\ssrc=/i.test(attributes)) return false;
  const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}
