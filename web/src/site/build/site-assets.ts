// Vite plugin (client build only) for the public site's first load and offline use:
//
// 1. One stylesheet for the whole site. Vite links only the entry's CSS in index.html and gives each lazily
//    loaded page its own small file, which the browser would fetch only after running the entry script: the
//    page first painted unstyled, then jumped into place (Lighthouse: layout shift 0.8 on the doctors list),
//    and linking each page's files in the HTML instead made 5 to 7 render-blocking requests (first paint
//    2.5 s on a news article, mobile). Every stylesheet the site can load comes to about 10 KB gzip (November
//    2026), so index.html links one file holding all of them, cached for every page. Vite's loader still
//    fetches a page's own file when the page's script loads (after the first paint, alongside the script);
//    its rules are the same ones again, so nothing moves.
// 2. The service worker (/sw.js) with the list of files to keep for offline use: the site entry's chunks
//    (static and lazy imports: every page), their stylesheets and pictures, the site stylesheet and the woff2
//    fonts it uses, and the offline page; and a version computed from all of it, so a new build installs a
//    new worker that drops the old build's cache. Left out: the back office's chunks, and the Intl polyfill,
//    which only browsers without Intl load (and they have no service worker either).
// 3. The offline page (/offline.html) from the offline locale files.
// 4. Scripts that start after the first paint (start-after-paint.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { offlinePage, type OfflineTexts } from '../sw/offline-page';
import { startAfterPaint } from './start-after-paint';

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

interface SiteFiles {
  /** Every chunk and asset the site can load (file names, without the leading slash), but the entry's styles. */
  files: string[];
  /** The stylesheets among them, in the order the browser would apply them (dependencies first). */
  styles: string[];
}

/**
 * The chunks the entry always imports on start (React, then the hydration code; entry-client.tsx imports them
 * one after the other so each evaluates in a task of its own) with their static imports: preloaded with the
 * entry, so that splitting them costs no round trip. Not the Intl polyfill: only browsers without Intl need it.
 */
function startupChunks(bundle: Rolldown.OutputBundle, entryName: string): string[] {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entryName);
  if (!entry || entry.type !== 'chunk') throw new Error(`site assets: no entry chunk named ${entryName}`);
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

/** What the entry chunk named `entryName` can load, walking static imports before a chunk's own styles. */
function collectSiteFiles(bundle: Rolldown.OutputBundle, entryName: string): SiteFiles {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entryName);
  if (!entry || entry.type !== 'chunk') throw new Error(`site assets: no entry chunk named ${entryName}`);
  const files = new Set<string>();
  const styles: string[] = [];
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
    for (const css of output.viteMetadata?.importedCss ?? []) {
      if (!styles.includes(css)) styles.push(css);
      visit(css);
    }
    for (const asset of output.viteMetadata?.importedAssets ?? []) visit(asset);
    for (const imported of output.dynamicImports) visit(imported);
  };
  visit(entry.fileName);
  // The entry's own stylesheets are only ever loaded by index.html's link, which the site stylesheet replaces.
  const entryStyles = entry.viteMetadata?.importedCss ?? new Set<string>();
  return {
    files: [...files].filter((fileName) => !fileName.endsWith('.woff') && !entryStyles.has(fileName)),
    styles,
  };
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
        const site = collectSiteFiles(bundle, options.entryName);

        // 1. The site stylesheet, in place of the entry's own in index.html.
        const css = site.styles.map((fileName) => String((bundle[fileName] as Rolldown.OutputAsset).source)).join('\n');
        const stylesheet = `assets/site-styles-${hash(css).slice(0, 10)}.css`;
        this.emitFile({ type: 'asset', fileName: stylesheet, source: css });
        let html = String(page.source);
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>\n?\s*/g)];
        if (links.length === 0) this.error(`site assets: no stylesheet link in ${options.html}`);
        for (const [link] of links.slice(1)) html = html.replace(link, '');
        html = html.replace(links[0]![0].trimEnd(), `<link rel="stylesheet" crossorigin href="/${stylesheet}">`);
        // 4. The scripts, after the first paint.
        page.source = startAfterPaint(html, startupChunks(bundle, options.entryName));

        // 2. The service worker.
        const urls = [
          ...new Set([...site.files, stylesheet, ...cssReferences(css)].map((fileName) => `/${fileName}`)),
        ].sort();
        urls.push(offlineUrl);
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
        const version = hash(urls.join('\n'), offline, body).slice(0, 12);
        const worker = [
          `// PhongKham public site service worker, build ${version}.`,
          '(() => {',
          `const PRECACHE_URLS = ${JSON.stringify(urls)};`,
          `const BUILD_VERSION = ${JSON.stringify(version)};`,
          body,
          '})();',
          '',
        ].join('\n');
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker });

        // 3. The offline page.
        this.emitFile({ type: 'asset', fileName: offlineUrl.slice(1), source: offline });
      },
    },
  };
}
