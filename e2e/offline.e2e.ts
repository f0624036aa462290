// Journeys without a connection, for old browsers and for the first load: the service worker keeps the public
// site's files and answers a page opened offline with the offline page; the Intl polyfill stays out of the first
// download; the first HTML links every stylesheet the page needs; a page served from the server's HTML cache
// still runs its scripts: the CSP names them by hash (docs/decisions/0030); a page hydrates without zod or the other
// language's messages; the files go out as the build compressed them, never compressed per request.
import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../scripts/web-build.mjs';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

/**
 * The same-origin files a page's HTML makes the browser load up front: styles, module scripts and preloads,
 * and the scripts its starter adds after the first paint (`data-entry`, `data-preload`).
 */
function initialFiles(html: string): string[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].flatMap(([tag]) => [
    attribute(tag, 'src'),
    attribute(tag, 'data-entry'),
    ...(attribute(tag, 'data-preload')?.split(' ') ?? []),
  ]);
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter(([tag]) => /rel="(modulepreload|stylesheet)"/.test(tag))
    .map(([tag]) => attribute(tag, 'href'));
  return [...scripts, ...links].filter((url): url is string => !!url && url.startsWith('/assets/'));
}

/** A list the build wrote into /sw.js: what it keeps on install (PRECACHE_URLS), what it may keep (SITE_URLS). */
function workerList(worker: string, name: 'PRECACHE_URLS' | 'SITE_URLS'): string[] {
  const list = new RegExp(`const ${name} = (\\[[^\\]]*\\]);`).exec(worker)?.[1];
  if (!list) throw new Error(`no ${name} in /sw.js`);
  return JSON.parse(list) as string[];
}

const getText = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${journey.server.url}${path}`, { headers });
  return { response, text: await response.text() };
};

describe('offline support and old browsers', () => {
  it("serves a worker that installs with the site's shell, may keep every file of its pages, and nothing of the back office", async () => {
    const { response, text: worker } = await getText('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const shell = workerList(worker, 'PRECACHE_URLS');
    const kept = workerList(worker, 'SITE_URLS');
    expect(shell).toContain('/offline.html');
    for (const file of shell) expect(kept).toContain(file);

    for (const path of ['/', '/bac-si', '/tin-tuc']) {
      const html = (await getText(path)).text;
      const files = initialFiles(html);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(kept).toContain(file);
      // The shell: the entry, the chunks it starts, the stylesheet (every page's own chunks come on demand).
      const entry = /\sdata-entry="([^"]+)"/.exec(html)?.[1];
      expect(shell).toContain(entry);
      const stylesheet = /<link\b[^>]*rel="stylesheet"[^>]*\shref="([^"]+)"/.exec(html)?.[1];
      expect(shell).toContain(stylesheet);
    }
    // Installing downloads about a hundred kilobytes, not the whole site (each file at gzip -9, as the bench counts).
    let installed = 0;
    for (const file of shell)
      installed += gzipSync(Buffer.from(await (await fetch(`${journey.server.url}${file}`)).arrayBuffer()), {
        level: 9,
      }).length;
    expect(installed).toBeLessThan(150 * 1024);
    expect(shell.length).toBeLessThan(kept.length / 3);
    // The back office's entry (Ant Design and all) is not the site's; chunks both apps share may be kept.
    const adminEntry = /<script type="module"[^>]*src="([^"]+)"/.exec((await getText('/admin')).text)?.[1];
    expect(adminEntry).toMatch(/^\/assets\/admin-/);
    expect(kept).not.toContain(adminEntry);
    expect(kept.filter((file) => file.startsWith('/assets/admin-'))).toEqual([]);

    const offline = await getText('/offline.html');
    expect(offline.response.status).toBe(200);
    expect(offline.response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(offline.text).toContain('Bạn đang ngoại tuyến');
    expect(offline.text).toContain('You are offline');
    expect(offline.text).toContain('<span data-clinic-name>Phòng khám Đa khoa An Tâm</span>');
  });

  it('links in the first HTML the stylesheet of every CSS-module class the page uses', async () => {
    // A news article, at its canonical address (the id alone redirects there).
    const { data } = (await (await fetch(`${journey.server.url}/api/tintuc?limit=1`)).json()) as {
      data: { docs: { _id: string }[] };
    };
    const article = new URL((await fetch(`${journey.server.url}/tin-tuc/${data.docs[0]!._id}`)).url).pathname;
    for (const path of ['/', '/bac-si', '/tin-tuc', article, '/lien-he']) {
      const html = (await getText(path)).text;
      const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
        ([tag]) => /\shref="([^"]+)"/.exec(tag)![1]!,
      );
      // One stylesheet holds every page's rules (the site's build has cssCodeSplit off: web/vite.config.ts).
      expect(linked.length, path).toBeGreaterThan(0);
      const css = (await Promise.all(linked.map(async (href) => (await getText(href)).text))).join('\n');
      const classes = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)]
          .flatMap(([, value]) => value!.split(/\s+/))
          .filter((name) => /^_[A-Za-z0-9_-]+_[A-Za-z0-9]{5}_\d+$/.test(name)),
      );
      expect(classes.size, path).toBeGreaterThan(0);
      for (const name of classes) expect(css, `${path} uses .${name}`).toContain(`.${name}`);
    }
  });

  it('leaves the Intl polyfill out of the JavaScript every page loads first', async () => {
    for (const path of ['/', '/bac-si', '/tin-tuc']) {
      for (const file of initialFiles((await getText(path)).text).filter((name) => name.endsWith('.js'))) {
        const code = (await getText(file)).text;
        // Names only the polyfill and its locale data carry.
        expect(code, file).not.toContain('__addLocaleData');
        expect(code, file).not.toContain('__applyLocaleSensitivePrototypes');
      }
    }
  });

  it("hydrates a page without zod or the other language's messages", async () => {
    const { context, page } = await journey.open();
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().then((code) => [response.url(), code]));
    });
    await visit(page, `${journey.server.url}/`);
    const loaded = await Promise.all(scripts);
    // The page's own language table did arrive, with its shared messages.
    expect(loaded.some(([, code]) => code.includes('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.'))).toBe(true);
    for (const [url, code] of loaded) {
      // zod's error class: the booking form and the footer's promotion bring the contracts when they are used.
      expect(code, url).not.toContain('ZodError');
      expect(code, url).not.toContain('Something went wrong, please check and try again.');
    }
    await context.close();
  });

  it('answers a page opened without a connection with the offline page, and keeps the files', async () => {
    const { context, page } = await journey.open({ serviceWorkers: 'allow' });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    // A cache an older build's worker left behind, and one that is not the worker's: the new worker deletes
    // only the first. (Made on the offline page, which registers no worker.)
    await page.goto(`${journey.server.url}/offline.html`);
    await page.evaluate(() => Promise.all([caches.open('phongkham-site-0ld0ld0ld0ld'), caches.open('unrelated')]));

    // The second load of the page comes from the server's HTML cache: its hydration data script must run under
    // the hashes in its CSP (a CSP refusal would show as a console error).
    await getText('/');
    const first = await page.goto(`${journey.server.url}/`);
    expect(first?.headers()['x-cache']).toBe('HIT');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    const files = initialFiles(await first!.text());
    expect(problems).toEqual([]);
    const version = /const BUILD_VERSION = "([0-9a-f]+)";/.exec((await getText('/sw.js')).text)?.[1];
    expect((await page.evaluate(() => caches.keys())).sort()).toEqual([`phongkham-site-${version}`, 'unrelated']);
    // The page named the files it had loaded before the worker controlled it (its own chunks beyond the shell
    // among them), and the worker kept them.
    const cached = (name: string) =>
      page.evaluate(
        async ([cacheName, urls]) => {
          const cache = await caches.open(cacheName);
          return (await Promise.all(urls.map((url) => cache.match(url, { ignoreVary: true })))).every(Boolean);
        },
        [name, files] as const,
      );
    await expect.poll(() => cached(`phongkham-site-${version}`)).toBe(true);

    await context.setOffline(true);
    const offline = await page.goto(`${journey.server.url}/bac-si`);
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bạn đang ngoại tuyến');
    expect(await page.locator('section[lang="en"] h2').innerText()).toBe('You are offline');
    expect(await page.locator('a.retry').first().getAttribute('href')).toBe('');
    // The clinic's own name, as its settings give it, not the product's.
    expect(await page.locator('[data-clinic-name]').innerText()).toBe('Phòng khám Đa khoa An Tâm');

    // The site's scripts and styles still load, from the worker's cache; the API is never kept.
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
      files,
    );
    expect(statuses).toEqual(files.map(() => 200));
    const api = await page.evaluate(() =>
      fetch('/api/setting').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');

    // Back online, the same address is the real page again.
    await context.setOffline(false);
    const online = await page.goto(`${journey.server.url}/bac-si`);
    expect(online?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().innerText()).not.toBe('Bạn đang ngoại tuyến');
    await context.close();
  });
});

/** A file's answer as it crossed the wire: its headers and bytes, not decompressed (fetch would decompress). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('files compressed at build', () => {
  it('sends the stored brotli or gzip bytes, or the file itself, with its caching', async () => {
    const adminEntry = /<script type="module"[^>]*src="([^"]+)"/.exec((await getText('/admin')).text)?.[1];
    expect(adminEntry).toMatch(/^\/assets\/admin-.*\.js$/);
    const client = path.join(root, 'web/dist/client');
    for (const [file, caching] of [
      [adminEntry!, 'public, max-age=31536000, immutable'],
      ['/sw.js', 'no-cache'],
    ] as const) {
      const plain = await readFile(path.join(client, file));
      for (const [accept, encoding, stored] of [
        ['gzip, deflate, br', 'br', `${file}.br`],
        ['gzip', 'gzip', `${file}.gz`],
        [undefined, undefined, file],
      ] as const) {
        const answer = await rawGet(`${journey.server.url}${file}`, accept);
        expect(answer.headers['content-encoding'], `${file} ${accept}`).toBe(encoding);
        expect(answer.headers['content-type'], file).toMatch(/javascript/);
        expect(answer.headers['cache-control'], file).toBe(caching);
        expect(answer.body.equals(await readFile(path.join(client, stored))), `${file} ${accept}`).toBe(true);
      }
      // The stored copies are smaller than the file, brotli the smallest.
      const [br, gz] = await Promise.all([
        readFile(path.join(client, `${file}.br`)),
        readFile(path.join(client, `${file}.gz`)),
      ]);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(plain.length);
    }
  });
});
