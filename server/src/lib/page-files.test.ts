import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPageFiles, pageFilePath } from './page-files';

const page = (text: string) => ({ identity: Buffer.from(text), gzip: Buffer.from(`gz:${text}`) });

describe('pageFilePath()', () => {
  it('maps a plain address in a language to its folder', () => {
    expect(pageFilePath('vi', '/')).toBe('vi/index.html');
    expect(pageFilePath('en', '/tin-tuc/kham-suc-khoe-2026')).toBe('en/tin-tuc/kham-suc-khoe-2026/index.html');
  });

  it('leaves to the server what nginx would not look up as a file', () => {
    for (const address of [
      '/tin-tuc?page=2',
      '/?lng=en',
      '/tin-tuc/',
      '/tin-tuc//x',
      '/Tin-Tuc',
      '/tin%20tuc',
      '/../etc',
      '/a/./b',
      '/-x',
      'tin-tuc',
    ]) {
      expect(pageFilePath('vi', address), address).toBeNull();
    }
    expect(pageFilePath('fr', '/')).toBeNull();
  });
});

describe('createPageFiles()', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'phongkham-pages-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const read = (relative: string) => readFile(path.join(dir, relative), 'utf8').catch(() => null);
  const files = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();

  it('writes a page and its gzip bytes, and replaces them whole', async () => {
    const pages = createPageFiles(dir);
    await pages.keep('vi', '/bac-si', page('một'));
    expect(await read('vi/bac-si/index.html')).toBe('một');
    expect(await read('vi/bac-si/index.html.gz')).toBe('gz:một');
    await pages.keep('vi', '/bac-si', page('hai'));
    expect(await read('vi/bac-si/index.html')).toBe('hai');
    // No temporary file is left beside them.
    expect(await files()).toEqual(['vi/bac-si/index.html', 'vi/bac-si/index.html.gz']);
    await pages.keep('vi', '/bac-si?page=2', page('ba'));
    expect(await files()).toEqual(['vi/bac-si/index.html', 'vi/bac-si/index.html.gz']);
  });

  it('removes every page on clear(), whoever wrote them, and what a stopped clear left', async () => {
    const pages = createPageFiles(dir);
    await pages.keep('vi', '/', page('trang chủ'));
    await pages.keep('en', '/lien-he', page('contact'));
    // Another instance's page in the shared folder, and a folder an interrupted clear() left.
    await createPageFiles(dir).keep('vi', '/dich-vu', page('dịch vụ'));
    await writeFile(path.join(dir, '.gone-vi-abc'), 'x');
    await pages.clear();
    expect(await files()).toEqual([]);
    // A clear with nothing written yet (the first start) makes the folder and finds nothing.
    await rm(dir, { recursive: true });
    await pages.clear();
    expect(await files()).toEqual([]);
  });

  it('does not leave a page whose writing overlapped a clear()', async () => {
    const pages = createPageFiles(dir);
    const writing = pages.keep('vi', '/gioi-thieu', page('cũ'));
    await pages.clear();
    await writing;
    expect(await read('vi/gioi-thieu/index.html')).toBeNull();
    expect(await files()).toEqual([]);
    // The next page is written as usual.
    await pages.keep('vi', '/gioi-thieu', page('mới'));
    expect(await read('vi/gioi-thieu/index.html')).toBe('mới');
  });

  it('sweeps the pages older than the time given, with their gzip bytes', async () => {
    const pages = createPageFiles(dir);
    await pages.keep('vi', '/', page('cũ'));
    await pages.keep('en', '/', page('old'));
    await pages.keep('vi', '/hoi-dap', page('mới'));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    for (const file of ['vi/index.html', 'en/index.html'])
      await utimes(path.join(dir, file), tenMinutesAgo, tenMinutesAgo);
    await pages.sweep(5 * 60_000);
    expect(await files()).toEqual(['vi/hoi-dap/index.html', 'vi/hoi-dap/index.html.gz']);
    expect((await stat(path.join(dir, 'vi/hoi-dap/index.html'))).isFile()).toBe(true);
    // Time 0 (the page cache turned off): none stays.
    await pages.sweep(0);
    expect(await files()).toEqual([]);
  });
});
