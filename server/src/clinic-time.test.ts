// Clinic time lives in one module (contracts/src/clinic-time.ts): no other source file names the clinic's zone,
// writes its offset, or shifts a moment by seven hours by hand, so the day a queue number, a booking or a list's
// day filter counts in cannot drift between server, browser and SQL. Tests may still write the zone, as the
// independent reading their expectations are checked against.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const home = 'contracts/src/clinic-time.ts';
const roots = ['contracts/src', 'server/src', 'web/src', 'scripts', 'bench'];
/** The zone's name, its offset as ISO text, and an hours-to-milliseconds shift of seven. */
const namings = [/Asia\/Ho_Chi_Minh/, /\+07:00/, /\b7 \* (?:60 \* 60 \* 1_?000|3_?600_?000)\b/];
const isTest = (file: string) => /\.(test|e2e)\.tsx?$|\/test\//.test(file);

function sources(): string[] {
  return roots.flatMap((root) =>
    readdirSync(path.join(repo, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name))
      .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.includes('node_modules/') && !isTest(file)),
  );
}

describe('clinic time', () => {
  it('is named only in contracts/src/clinic-time.ts', () => {
    const files = sources();
    expect(files).toContain(home);
    const elsewhere = files.flatMap((file) => {
      if (file === home) return [];
      return readFileSync(path.join(repo, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          namings.some((naming) => naming.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        );
    });
    expect(elsewhere, `use CLINIC_TIME_ZONE, clinicDay, clinicInstant… from ${home}`).toEqual([]);
  });
});
