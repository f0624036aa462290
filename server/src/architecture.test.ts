// Folders never import each other in a circle (docs/architecture.md): neither the server's top-level folders
// and modules nor the back office's features. ESLint checks the direction of each import (eslint.config.js);
// this test reads every import statement and fails on any cycle in the folder graph, which a per-file lint
// rule cannot see. Tests and the test helpers are left out: they sit above everything they exercise.
import { readdirSync, readFileSync } from 'node:fs';
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
