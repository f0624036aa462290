// docs/map.md, the newcomer's map from a back-office address to its tables, is generated from the code
// (test/map.ts): this test fails when the file no longer says what the code declares, and tells how to regenerate it.
// Every defineResource lives in contracts/src/resources, where the map's Contract column looks.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app';
import { buildMap, MAP_FILE, REGENERATE, repo, resourcesOutsideTheirFolder } from './test/map';

const { app } = await buildTestApp({ seed: false });

describe('docs/map.md', () => {
  it('says what the code declares', async () => {
    const map = await buildMap(app.declaredRoutes);
    const file = path.join(repo, MAP_FILE);
    if (process.env.UPDATE_MAP === '1') writeFileSync(file, map);
    const written = readFileSync(file, 'utf8');
    expect(written === map, `${MAP_FILE} is stale: regenerate it with \`${REGENERATE}\``).toBe(true);
    // The map is not vacuous: a page reaches its screen, contract, API, module and tables.
    expect(map).toMatch(
      /\| `\/admin\/tin-tuc` \| \[NewsScreen\]\(.*\) \| \[news\.ts\]\(.*\) \| `\/api\/tintuc` \| \[news\]\(.*\) \| .*`tintuc`/,
    );
  });

  it('finds every defineResource in contracts/src/resources', () => {
    expect(resourcesOutsideTheirFolder()).toEqual([]);
  });
});
