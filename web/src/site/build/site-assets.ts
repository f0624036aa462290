// Vite plugin for the public site's build (vite.config.ts builds the site and the back office separately) that
// prepares its first load and offline use:
//
// 1. Scripts that start after the first paint (start-after-paint.ts).
// 2. The service worker (/sw.js) with two lists: the files it keeps when it installs (the shell every page
//    starts with: the entry, the chunks it starts, the stylesheet, and the offline page), and every file of the
//    site it may keep once a page has used it (static and lazy imports: every page, both languages' texts, the
//    woff2 fonts and pictures the stylesheet points at); and a version computed from all of it, so a new build
//    installs a new worker that drops the old build's cache. Left out: the Intl polyfill, which only browsers
//    without Intl load (and they have no service worker either).
// 3. The offline page from the offline locale files, as offline.template.html: the server answers /offline.html with
//    it, the clinic's name written in.
//
// The site has one stylesheet, linked from index.html (build.cssCodeSplit is off for the site): per-page files
// fetched with a page's script made the page paint unstyled and jump (Lighthouse: layout shift 0.8 on the
// doctors list), linked in the HTML they were 5 to 7 render-blocking requests, and added by the script after
// hydration they made the browser recompute the styles and layout of the whole page once per file.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { offlinePage, type OfflineTexts } from '../sw/offline-page';
import { startAfterPaint, starterSource } from './start-after-paint';

const offlineUrl = '/offline.html';
/** Only the polyfill's own modules: the loader that decides is part of the entry. */
const notPrecached = /[\\/]node_modules[\\/]intl[\\/]/;

const hash = (...parts: string[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part);
  return digest.digest('hex');
};

/** Files under /assets/ that a stylesheet points at (fonts, pictures); .woff is left for browsers without woff2. */
function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)]
    .map(([, url = '']) => url)
    .filter((url) => url.startsWith('/assets/') && !url.endsWith('.woff'))
    .map((url) => url.slice(1));
}

function entryChunk(bundle: Rolldown.OutputBundle, entryName: string): Rolldown.OutputChunk {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entryName);
  if (!entry || entry.type !== 'chunk') throw new Error(`site assets: no entry chunk named ${entryName}`);
  return entry;
}

/**
 * The chunks the entry always imports on start (React, then the hydration code; entry-client.tsx imports them
 * one after the other so each evaluates in a task of its own) with their static imports: preloaded with the
 * entry, so that splitting them costs no round trip. Not the Intl polyfill: only browsers without Intl need it.
 */
function startupChunks(bundle: Rolldown.OutputBundle, entryName: string): string[] {
  const entry = entryChunk(bundle, entryName);
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (found.has(fileName) || fileName === entry.fileName || output?.type !== 'chunk') return;
    found.add(fileName);
    output.imports.forEach(visit);
  };
  entry.dynamicImports
    .filter((fileName) => {
      const output = bundle[fileName];
      return output?.type === 'chunk' && !output.moduleIds.some((id) => notPrecached.test(id));
    })
    .forEach(visit);
  return [...found].map((fileName) => `/${fileName}`);
}

/**
 * Every file (name without the leading slash) the site can load, starting from the entry chunk named
 * `entryName` and from the stylesheets its page links (`stylesheets`), through static and lazy imports.
 */
function collectSiteFiles(bundle: Rolldown.OutputBundle, entryName: string, stylesheets: string[]): string[] {
  const entry = entryChunk(bundle, entryName);
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    if (visited.has(fileName)) return;
    visited.add(fileName);
    const output = bundle[fileName];
    if (!output) return;
    if (output.type === 'asset') {
      files.add(fileName);
      if (fileName.endsWith('.css')) cssReferences(String(output.source)).forEach(visit);
      return;
    }
    if (output.moduleIds.some((id) => notPrecached.test(id))) return;
    files.add(fileName);
    for (const imported of output.imports) visit(imported);
    for (const css of output.viteMetadata?.importedCss ?? []) visit(css);
    for (const asset of output.viteMetadata?.importedAssets ?? []) visit(asset);
    for (const imported of output.dynamicImports) visit(imported);
  };
  visit(entry.fileName);
  stylesheets.forEach(visit);
  return [...files].filter((fileName) => !fileName.endsWith('.woff'));
}

async function readTexts(localesDir: URL, lang: 'vi' | 'en'): Promise<OfflineTexts> {
  return JSON.parse(await readFile(new URL(`${lang}/offline.json`, localesDir), 'utf8')) as OfflineTexts;
}

/** `entryName` / `html`: the public site's input in build.rollupOptions.input and its HTML file. */
export function siteAssets(options: { entryName: string; html: string }): Plugin {
  const localesDir = new URL('../../locales/', import.meta.url);
  const workerSource = new URL('../sw/service-worker.ts', import.meta.url);
  return {
    name: 'phongkham:site-assets',
    apply: 'build',
    generateBundle: {
      // After Vite has written the HTML file into the bundle.
      order: 'post',
      async handler(_outputOptions, bundle) {
        // The server-side build has no browser files.
        if (this.environment.config.consumer !== 'client') return;
        const page = bundle[options.html];
        if (!page || page.type !== 'asset') this.error(`site assets: ${options.html} is not in the bundle`);
        const html = String(page.source);
        const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)].map(
          ([, href]) => href!,
        );
        if (stylesheets.length !== 1) {
          this.error(`site assets: ${options.html} should link one stylesheet, not ${stylesheets.length}`);
        }

        // 1. The scripts, after the first paint.
        const startup = startupChunks(bundle, options.entryName);
        const starter = `/${this.getFileName(this.emitFile({ type: 'asset', name: 'start.js', source: starterSource }))}`;
        page.source = startAfterPaint(html, starter, startup);

        // 2. The service worker.
        const urls = [
          ...collectSiteFiles(bundle, options.entryName, stylesheets).map((name) => `/${name}`),
          starter,
        ].sort();
        urls.push(offlineUrl);
        const shell = [
          starter,
          `/${entryChunk(bundle, options.entryName).fileName}`,
          ...startup,
          `/${stylesheets[0]}`,
          offlineUrl,
        ];
        const [vi, en, common, source] = await Promise.all([
          readTexts(localesDir, 'vi'),
          readTexts(localesDir, 'en'),
          readFile(new URL('vi/common.json', localesDir), 'utf8'),
          readFile(workerSource, 'utf8'),
        ]);
        const offline = offlinePage({ appName: (JSON.parse(common) as { appName: string }).appName, vi, en });
        const compiled = await transformWithOxc(source, 'service-worker.ts', { lang: 'ts' });
        const body = compiled.code.replace(/^export\s*\{\s*\};?\s*$/m, '').trim();
        if (/^\s*(import|export)\b/m.test(body))
          this.error('site assets: the service worker must not import or export');
        const version = hash(urls.join('\n'), shell.join('\n'), offline, body).slice(0, 12);
        const worker = [
          `// PhongKham public site service worker, build ${version}.`,
          '(() => {',
          `const PRECACHE_URLS = ${JSON.stringify(shell.sort())};`,
          `const SITE_URLS = ${JSON.stringify(urls)};`,
          `const BUILD_VERSION = ${JSON.stringify(version)};`,
          body,
          '})();',
          '',
        ].join('\n');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });

        // 3. The offline page.
        this.emitFile({ type: 'asset', fileName: 'offline.template.html', source: offline });
      },
    },
  };
}
