// Builds docs/map.md, the newcomer's map of the back office: for each page of the menu, its address, the screen the
// web routes it to, the contract that declares its resource, the API paths whose access names the page, the server
// modules that register them and the tables those modules use. Everything is read from the code: contracts'
// backOfficePages and resources, web/src/admin/resources.tsx, the app's declared routes (with the plugin that
// registered each) and the modules' imports of db/schema. map.test.ts compares the result with the file.
import { ALL, backOfficePages } from '@phongkham/contracts';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as schema from '../db/schema';
import { accessUrls, type DeclaredRoute } from '../lib/access';

export const repo = fileURLToPath(new URL('../../../', import.meta.url));
export const MAP_FILE = 'docs/map.md';
export const REGENERATE = 'UPDATE_MAP=1 npx vitest run --project server src/map.test.ts';

const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const parse = (file: string) => ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
const sources = (folder: string) =>
  readdirSync(path.join(repo, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(repo, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Each import's local name in `file` with the repository path it comes from (relative imports only). */
function importsOf(file: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!from.startsWith('.') || !bindings || !ts.isNamedImports(bindings)) continue;
    const target = path.posix.join(path.posix.dirname(file), from);
    for (const element of bindings.elements) names.set(element.name.text, target);
  }
  return names;
}

/** The screen file of each back-office url: the `screens` table of web/src/admin/resources.tsx and its imports. */
function screenFiles(): Map<string, string> {
  const file = 'web/src/admin/resources.tsx';
  const imports = importsOf(file);
  const screens = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'screens' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) continue;
        const target = imports.get(property.initializer.getText());
        if (target) screens.set(property.name.text, `${target}.tsx`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return screens;
}

/** The module folder of each routes plugin, by the name Fastify knows it under (its function's name). */
function pluginModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of sources('server/src/modules')) {
    for (const match of read(file).matchAll(/export (?:const|async function|function) (\w+Routes)\b/g)) {
      modules.set(match[1]!, path.posix.dirname(file));
    }
  }
  return modules;
}

/** The tables each module folder's code imports from db/schema, by their SQL names. */
function moduleTables(): Map<string, Set<string>> {
  const sqlName = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) sqlName.set(name, getTableName(value));
  const tables = new Map<string, Set<string>>();
  for (const file of sources('server/src/modules')) {
    const folder = path.posix.dirname(file).split('/').slice(0, 4).join('/');
    const found = tables.get(folder) ?? new Set<string>();
    tables.set(folder, found);
    for (const [name, from] of importsOf(file)) {
      if (from.endsWith('/db/schema') && sqlName.has(name)) found.add(sqlName.get(name)!);
    }
  }
  return tables;
}

/** The file of each contracts resource (defineResource) by the back-office urls it names. */
async function contractFiles(): Promise<Map<string, Set<string>>> {
  const files = new Map<string, Set<string>>();
  for (const file of sources('contracts/src/resources')) {
    const exported = (await import(path.join(repo, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      const resource = value as { api?: unknown; urls?: unknown; table?: unknown };
      if (typeof resource?.api !== 'string' || !Array.isArray(resource.urls) || typeof resource.table !== 'string') {
        continue;
      }
      for (const url of resource.urls as string[]) files.set(url, (files.get(url) ?? new Set()).add(file));
    }
  }
  return files;
}

/** The files under contracts/src that call defineResource outside contracts/src/resources (none should). */
export const resourcesOutsideTheirFolder = () =>
  sources('contracts/src').filter(
    (file) =>
      !file.startsWith('contracts/src/resources/') &&
      file !== 'contracts/src/resource.ts' &&
      /\bdefineResource\(/.test(read(file)),
  );

const code = (text: string) => `\`${text}\``;
const link = (file: string, text = path.posix.basename(file).replace(/\.tsx?$/, '')) => `[${text}](../${file})`;
const list = (items: Iterable<string>) => [...items].join(', ') || '—';

/** docs/map.md as the code declares it today. */
export async function buildMap(routes: readonly DeclaredRoute[]): Promise<string> {
  const screens = screenFiles();
  const plugins = pluginModules();
  const tables = moduleTables();
  const contracts = await contractFiles();
  const rows = backOfficePages
    .filter((page) => page.url !== ALL)
    .map((page) => {
      const served = routes.filter(
        (route) =>
          route.method !== 'HEAD' && typeof route.access === 'object' && accessUrls(route.access).includes(page.url),
      );
      const apis = [...new Set(served.map((route) => `/api/${route.url.split('/')[2]}`))].sort();
      const modules = [...new Set(served.map((route) => plugins.get(route.plugin) ?? `? (${route.plugin})`))].sort();
      const used = [...new Set(modules.flatMap((folder) => [...(tables.get(folder) ?? [])]))].sort();
      const screen = screens.get(page.url);
      return [
        code(`/admin${page.url}`),
        screen ? link(screen) : 'not built',
        list([...(contracts.get(page.url) ?? [])].sort().map((file) => link(file, path.posix.basename(file)))),
        list(apis.map(code)),
        list(modules.map((folder) => (folder.startsWith('?') ? folder : link(folder, path.posix.basename(folder))))),
        list(used.map(code)),
      ];
    });
  return [
    '# Map of the back office',
    '',
    `<!-- Generated from the code by server/src/test/map.ts; do not edit by hand. Regenerate: ${REGENERATE} -->`,
    '',
    'One line per page of the menu, in menu order: the address, the screen `web/src/admin/resources.tsx` routes it to,',
    'the contract that declares its resource (`defineResource`), the API paths whose access names the page, the server',
    'modules that register those routes, and the tables the modules use. Routes every signed-in member reaches (the',
    "home's dashboard, one's account) name no page and are not listed. A test fails when this file is stale.",
    '',
    '| Back-office URL | Screen | Contract | API | Server module | Tables |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ].join('\n');
}
