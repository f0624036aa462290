// Kept public pages written as files for nginx to send itself (PAGE_FILES_DIR; docs/recipes/several-instances.md
// and docs/decisions/0069). A proxy's cache hit costs nginx a good deal more than a file does, so, as WordPress's
// cache plugins do, a page the server keeps for every anonymous visitor is also stored as
// `<dir>/<language><path>/index.html` with its gzip bytes beside it (`index.html.gz`), and the recipe's nginx sends
// that file to anonymous visitors asking for the address without a query. Every page goes out with the same
// headers (one CSP for all: no page has an inline script), so nginx can add them itself.
//
// A file lives no longer than the page does in the server's memory: every file goes when content changes or the
// page cache is turned off or emptied, and on each start (the build may have changed the pages' scripts); a sweep
// removes the ones older than the page cache's time. Several instances may share the folder: each removes
// everything on its own change notice, and the sweep goes by the files' age, whoever wrote them.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const pageFileLanguages = ['vi', 'en'] as const;

/** The page's bytes as stored: its text and its gzip encoding. */
export interface PageFileBytes {
  identity: Buffer;
  gzip: Buffer;
}

export interface PageFiles {
  /**
   * Writes the page kept for `address` in `lang`, if nginx can find it there: the address is a path without a
   * query, in the characters of the site's addresses. A clear() that happens meanwhile wins: the files go.
   */
  keep(lang: string, address: string, page: PageFileBytes): Promise<void>;
  /** Removes every page file (content changed, the cache turned off). */
  clear(): Promise<void>;
  /** Removes the files older than `maxAgeMs`; the page cache's time now (the settings may change it). */
  sweep(maxAgeMs: number): Promise<void>;
}

/**
 * The file for a kept page, relative to the folder, or null when nginx would not look for one: a query (a page
 * number, a search, ?lng=), a trailing slash, or characters the site's slugs do not use (nginx matches the decoded
 * path, the server the encoded one).
 */
export function pageFilePath(lang: string, address: string): string | null {
  if (!(pageFileLanguages as readonly string[]).includes(lang)) return null;
  if (address !== '/' && !/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(address)) return null;
  return path.join(lang, address, 'index.html');
}

export function createPageFiles(dir: string): PageFiles {
  // Bumped by clear(): a keep() that started before it removes what it wrote.
  let generation = 0;
  const temporary = (file: string) => `${file}.${randomBytes(6).toString('hex')}.tmp`;

  const writeAtomically = async (file: string, bytes: Buffer) => {
    const partial = temporary(file);
    await writeFile(partial, bytes);
    await rename(partial, file).catch(async (error: unknown) => {
      await rm(partial, { force: true });
      throw error;
    });
  };

  return {
    async keep(lang, address, page) {
      const relative = pageFilePath(lang, address);
      if (!relative) return;
      const started = generation;
      const file = path.join(dir, relative);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // The compressed copy first: nginx looks for the page, then for its .gz beside it.
        await writeAtomically(`${file}.gz`, page.gzip);
        await writeAtomically(file, page.identity);
      } catch {
        // A clear() moved the folder away meanwhile (or the disk refused): the page stays the server's to send.
        await Promise.all([rm(file, { force: true }), rm(`${file}.gz`, { force: true })]);
        return;
      }
      if (generation !== started) await Promise.all([rm(file, { force: true }), rm(`${file}.gz`, { force: true })]);
    },

    async clear() {
      generation += 1;
      // Renamed away at once (nginx stops finding them), then deleted.
      await mkdir(dir, { recursive: true });
      await Promise.all(
        pageFileLanguages.map(async (lang) => {
          const gone = path.join(dir, `.gone-${lang}-${randomBytes(6).toString('hex')}`);
          try {
            await rename(path.join(dir, lang), gone);
          } catch {
            return;
          }
          await rm(gone, { recursive: true, force: true });
        }),
      );
      // Left by an instance stopped in the middle of a clear or a write.
      for (const entry of await readdir(dir)) {
        if (entry.startsWith('.gone-')) await rm(path.join(dir, entry), { recursive: true, force: true });
      }
    },

    async sweep(maxAgeMs) {
      const oldest = Date.now() - maxAgeMs;
      for (const lang of pageFileLanguages) {
        const names = await readdir(path.join(dir, lang), { recursive: true }).catch(() => [] as string[]);
        for (const name of names) {
          if (!name.endsWith('index.html')) continue;
          const file = path.join(dir, lang, name);
          const written = await stat(file).then(
            (found) => found.mtimeMs,
            () => Infinity,
          );
          if (written > oldest) continue;
          await unlink(file).catch(() => undefined);
          await unlink(`${file}.gz`).catch(() => undefined);
        }
      }
    },
  };
}
