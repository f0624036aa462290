// Folders never import each other in a circle (docs/architecture.md): neither the server's top-level folders
// and modules nor the back office's features. ESLint checks the direction of each import (eslint.config.js);
// this test reads every import statement and fails on any cycle in the folder graph, which a per-file lint
// rule cannot see. Tests and the test helpers are left out: they sit above everything they exercise.
// Files never import each other in a circle either (docs/decisions/0045-web-writes-through-tanstack-query.md): a
// runtime cycle makes a module's value undefined while the other is still loading, depending on which loads first.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));

interface Edge {
  from: string;
  to: string;
  /** One import that makes the edge, as `file -> specifier`, to say where to look. */
  example: string;
}

/** Every non-test source file under `root`, as paths relative to it. */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * The folder graph of `root`: `folderOf` names the node of a file (relative to root), or null to leave the file
 * out. Only relative imports count; packages are outside the graph.
 */
function folderGraph(root: string, folderOf: (file: string) => string | null): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('../')) continue;
      const to = folderOf(target);
      if (!to || to === from) continue;
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: `${file} -> ${specifier}` });
    }
  }
  return [...edges.values()];
}

/** The strongly connected components with more than one folder (Tarjan), each described by its edges. */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component);
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components.map((component) =>
    edges
      .filter((edge) => component.includes(edge.from) && component.includes(edge.to))
      .map((edge) => `${edge.from} -> ${edge.to} (${edge.example})`)
      .sort(),
  );
}

/** Where a relative import lands among `files`: the file itself, with a script extension, or a folder's index. */
function resolveImport(files: Set<string>, file: string, specifier: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '');
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => target + end).find((name) => files.has(name));
}

/** Whether an import or re-export loads the other file when this one runs (`import type` and `export type` do not). */
function loadsAtRuntime(statement: ts.Statement): statement is ts.ImportDeclaration | ts.ExportDeclaration {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    const named = clause.namedBindings;
    // `import { type A, type B } from` leaves nothing to load; a default or namespace import does load.
    return Boolean(clause.name) || !named || !ts.isNamedImports(named) || named.elements.some((one) => !one.isTypeOnly);
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) return !statement.isTypeOnly;
  return false;
}

/** The file graph of `root`: an edge for each relative import that runs (tests and test helpers left out). */
function fileGraph(root: string): Edge[] {
  const files = new Set(sourceFiles(root).filter((file) => !file.startsWith('test/')));
  const edges: Edge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!loadsAtRuntime(statement) || !statement.moduleSpecifier) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('.')) continue;
      const to = resolveImport(files, file, specifier);
      if (to && to !== file) edges.push({ from: file, to, example: specifier });
    }
  }
  return edges;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** server/src: each module is a folder of its own, the seed too (it writes through lib, which reads db). */
function serverFolder(file: string): string | null {
  const [top, second] = file.split('/');
  if (!top || top === 'test' || isTest(file)) return null;
  if (top === 'modules' && second) return `modules/${second}`;
  if (top === 'db' && second === 'seed') return 'db/seed';
  return top.replace(/\.tsx?$/, '');
}

/** web/src/admin: each feature is a folder of its own; the rest by its first path segment. */
function adminFolder(file: string): string | null {
  const [top, second] = file.split('/');
  if (!top || top === 'test' || isTest(file)) return null;
  if (top === 'features' && second) return `features/${second}`;
  return top.replace(/\.(tsx?|module\.css|css)$/, '');
}

describe('folder imports', () => {
  it('have no cycle between the server’s folders and modules', () => {
    expect(cycles(folderGraph(path.join(repo, 'server/src'), serverFolder))).toEqual([]);
  });

  it('have no cycle between the back office’s features and folders', () => {
    expect(cycles(folderGraph(path.join(repo, 'web/src/admin'), adminFolder))).toEqual([]);
  });

  it('have no cycle between the web’s files (type-only imports aside)', () => {
    expect(cycles(fileGraph(path.join(repo, 'web/src')))).toEqual([]);
  });

  it('have no cycle between the server’s files (type-only imports aside)', () => {
    expect(cycles(fileGraph(path.join(repo, 'server/src')))).toEqual([]);
  });

  it('sees a file cycle, and not one made of type-only imports', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    const write = (name: string, text: string) => writeFileSync(path.join(root, name), text);
    write('a.tsx', "import { b } from './b';\nexport const a = () => b;\n");
    write('b.ts', "import { a } from './a';\nimport type { C } from './c';\nexport const b = () => a;\n");
    write('c.ts', "import { type B } from './b';\nexport type C = B;\n");
    write('a.test.ts', "import { b } from './b';\n");
    expect(cycles(fileGraph(root))).toEqual([['a.tsx -> b.ts (./b)', 'b.ts -> a.tsx (./a)']]);
  });

  it('sees a cycle when there is one', () => {
    const edges = [
      { from: 'modules/a', to: 'modules/b', example: 'a' },
      { from: 'modules/b', to: 'lib', example: 'b' },
      { from: 'lib', to: 'modules/a', example: 'c' },
      { from: 'lib', to: 'db', example: 'd' },
    ];
    expect(cycles(edges)).toEqual([['lib -> modules/a (c)', 'modules/a -> modules/b (a)', 'modules/b -> lib (b)']]);
  });
});

/**
 * Modules whose writes still record their history by hand, being moved onto the kit's audited writer (issue 29). The
 * list only shrinks: a module that stops importing the activity log must leave it, and no other may join.
 */
const handAudited: string[] = [];

describe('the activity history', () => {
  it('is written only through the kit’s audited writer (lib/crud/writer.ts)', () => {
    const root = path.join(repo, 'server/src');
    const writers = new Set<string>();
    for (const file of sourceFiles(root)) {
      if (file === 'lib/crud/writer.ts' || file.startsWith('test/')) continue;
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
      if (!importedFiles.some(({ fileName }) => /(^|\/)activity-log(\.js)?$/.test(fileName))) continue;
      const [top, module] = file.split('/');
      writers.add(top === 'modules' && module ? module : file);
    }
    expect([...writers].sort()).toEqual(handAudited);
  });
});

/**
 * Each table the clinic's workflow turns on is written only by the module that owns it: the visit (luotkham) by
 * reception, the request (yeucau) by requests, the money documents (bills and their lines, receipts, refunds and the
 * document counters) by billing. Another module moves a visit or a request through the owner's exported service
 * (reception/visit-progress.ts, requests.service.ts) and reaches bills through the links app.ts hands it (BillingLink,
 * the patient merge's links); the cash book reads receipts and refunds, never writes them. The document counters
 * are taken only through lib/money/numbering.ts (gapless numbers for any module's documents), never written directly.
 * The service packages, sold and used through bills, are the packages module's: billing reaches them through the
 * PackageLink app.ts hands it.
 */
const owners: Record<string, { table: string; owner: string }> = {
  visits: { table: 'luotkham', owner: 'reception' },
  requests: { table: 'yeucau', owner: 'requests' },
  // A bill's e-invoice, including what the outbox worker hears from the provider (the listener is e-invoices').
  eInvoices: { table: 'hoadondientu', owner: 'e-invoices' },
  bills: { table: 'hoadon', owner: 'billing' },
  billLines: { table: 'hoadon_dong', owner: 'billing' },
  receipts: { table: 'phieuthu', owner: 'billing' },
  refunds: { table: 'phieuchi', owner: 'billing' },
  documentCounters: { table: 'sochungtu', owner: 'billing' },
  deposits: { table: 'tamung', owner: 'billing' },
  servicePackages: { table: 'goidichvu', owner: 'packages' },
  servicePackageItems: { table: 'goidichvu_dong', owner: 'packages' },
  patientPackages: { table: 'goibenhnhan', owner: 'packages' },
  patientPackageLines: { table: 'goibenhnhan_dong', owner: 'packages' },
  packageSessions: { table: 'goibenhnhan_luot', owner: 'packages' },
};

/** Where `files` (module name and source text) write an owned table outside its owner. */
function strayWrites(files: readonly { module: string; file: string; text: string }[]): string[] {
  const names = Object.keys(owners).join('|');
  const tables = Object.values(owners)
    .map(({ table }) => table)
    .join('|');
  // Drizzle's `.insert(visits)`, `.update(visits)`, `.delete(visits)` and the writer's `writer.update(visits, …)`.
  const write = new RegExp(`\\.(?:insert|update|delete|remove)\\(\\s*(${names})\\b`, 'g');
  // A written statement in SQL: `insert into phieuthu`, `update "hoadon"`, `delete from sochungtu`.
  const statement = new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(${tables})"?(?=[\\s(]|$)`, 'gi');
  // A table imported under another name would hide from both.
  const alias = new RegExp(`\\b(${names})\\s+as\\s+\\w+`, 'g');
  const strays: string[] = [];
  for (const { module, file, text } of files) {
    const hits = [
      ...[...text.matchAll(write)].map(([, name]) => owners[name!]!),
      ...[...text.matchAll(alias)].map(([, name]) => owners[name!]!),
      ...[...text.matchAll(statement)].map(([, table]) =>
        Object.values(owners).find((owner) => owner.table === table!.toLowerCase()),
      ),
    ];
    for (const hit of hits) {
      if (hit && module !== hit.owner)
        strays.push(`modules/${file} writes ${hit.table} (owned by modules/${hit.owner})`);
    }
  }
  return strays;
}

describe('the tables with an owner', () => {
  it('are inserted, updated and deleted only by their owning module', () => {
    const root = path.join(repo, 'server/src/modules');
    const files = sourceFiles(root).map((file) => ({
      module: file.split('/')[0]!,
      file,
      text: readFileSync(path.join(root, file), 'utf8'),
    }));
    expect(files.some(({ module }) => module === 'billing')).toBe(true);
    expect(strayWrites(files)).toEqual([]);
  });

  it('sees a write by another module, in the query builder, the writer, SQL or under another name', () => {
    const cashBook = (text: string) => ({ module: 'cash-book', file: 'cash-book/x.ts', text });
    expect(
      strayWrites([
        { module: 'billing', file: 'billing/a.ts', text: 'await writer.insert(receipts, row); sql`update hoadon set`' },
        cashBook('await tx.select().from(receipts); // reads are fine'),
        cashBook('await writer.update(receipts, id, { sotien: 0 })'),
        cashBook('await tx.delete(refunds)'),
        cashBook('sql`insert into "phieuthu" (so) values (1)`'),
        cashBook("import { receipts as money } from '../../db/schema'"),
        cashBook("import { nextNumber } from '../../lib/money/numbering'; // the shared counter's own helper"),
        cashBook('await tx.insert(documentCounters)'),
      ]),
    ).toEqual([
      'modules/cash-book/x.ts writes phieuthu (owned by modules/billing)',
      'modules/cash-book/x.ts writes phieuchi (owned by modules/billing)',
      'modules/cash-book/x.ts writes phieuthu (owned by modules/billing)',
      'modules/cash-book/x.ts writes phieuthu (owned by modules/billing)',
      'modules/cash-book/x.ts writes sochungtu (owned by modules/billing)',
    ]);
  });
});

/**
 * The moments a module stamps or reads as "now" that the clinic's clock (db/clock.ts) must be able to replay: a bare
 * `new Date()` or `clinicDay()` in the server's modules and lib, outside the infrastructure that keeps real time.
 */
const realTime = new Set([
  // A session's expiry, a backup's schedule, the server's uptime, an e-invoice provider's call: real time by nature.
  'modules/sessions/sessions.service.ts',
  'modules/backups/backup-schedule.ts',
  'modules/app-info/app-info.routes.ts',
  'modules/outbox/einvoice-viettel.ts',
]);
function wallClockReads(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file, text }) => !realTime.has(file) && /new Date\(\)|clinicDay\(\)|clinicYear\(\)/.test(text))
    .map(({ file }) => file);
}

describe("the clinic's clock", () => {
  it('is the only "now" the modules and lib stamp documents with', () => {
    const root = path.join(repo, 'server/src');
    const files = sourceFiles(root)
      .filter((file) => file.startsWith('modules/') || file.startsWith('lib/'))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(wallClockReads(files)).toEqual([]);
  });

  it('sees a bare wall-clock read', () => {
    expect(
      wallClockReads([
        { file: 'modules/a.ts', text: 'const at = new Date();' },
        { file: 'modules/b.ts', text: 'const day = clinicDay();' },
        { file: 'modules/c.ts', text: 'const day = clinicDay(now()); const d = new Date(row.at);' },
        { file: 'modules/sessions/sessions.service.ts', text: 'expiry(new Date())' },
      ]),
    ).toEqual(['modules/a.ts', 'modules/b.ts']);
  });
});
