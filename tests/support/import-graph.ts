import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph, read from the source text (no build): every static `import`/`export … from`,
 * type-only ones included (`import type`, `export type … from`, inline `import { type X }`), of the `.ts`, `.tsx`
 * and `.astro` files (an Astro file's front matter and `<script>` blocks), and every `import('…')` with a literal
 * specifier (a module loaded on demand that imports its loader back is a loop too). Only relative specifiers count:
 * a package cannot import back into the project.
 */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|astro)$/;
const SKIP = new Set(['node_modules', 'dist', '.astro', '.data', '.sst', 'results', 'recordings']);

/** Every source file under `roots` (paths relative to `root`), skipping build output and data folders. */
export function sourceFiles(root: string, roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(relative(root, path));
    }
  };
  for (const r of roots) if (existsSync(join(root, r))) walk(join(root, r));
  return files.sort();
}

/** The code of a file that holds imports: the whole file, or an Astro file's front matter and scripts. */
function importingCode(path: string, text: string): string {
  if (!path.endsWith('.astro')) return text;
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1]!);
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n');
}

/** The syntax tree of a source file's code (`importingCode`), TS or TSX by its name; `parents` sets `node.parent`. */
export function parseSource(path: string, text: string, parents = false): ts.SourceFile {
  return ts.createSourceFile(
    path,
    importingCode(path, text),
    ts.ScriptTarget.Latest,
    parents,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** The module specifiers a file imports: static (type-only included) and literal dynamic `import()`. */
export function importSpecifiers(path: string, text: string): string[] {
  const source = parseSource(path, text);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Resolves a relative specifier to a project file (as written, or with `.ts`/`.tsx`/`/index.ts`); undefined for packages or assets. */
function resolveSpecifier(
  root: string,
  from: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier.replace(/\?.*$/, '')));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (known.has(candidate)) return candidate;
  return undefined;
}

/** Builds the file-level graph of `files` (relative to `root`). */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const edges = new Set<string>();
    for (const specifier of importSpecifiers(file, readFileSync(join(root, file), 'utf8'))) {
      const target = resolveSpecifier(root, file, specifier, known);
      if (target && target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Collapses a file graph onto folders: `folderOf` names a file's folder, or undefined to leave the file out. */
export function folderGraph(graph: ImportGraph, folderOf: (file: string) => string | undefined): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === undefined) continue;
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== undefined && to !== from) edges.add(to);
    }
  }
  return folders;
}

/**
 * Every cycle of a graph, one per strongly connected component of more than one node (Tarjan), each given as one
 * closed path through it (`a → b → a`) so a failure names the files to untangle.
 */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return components.map((component) => closedPath(graph, new Set(component)));
}

/** One closed path through a strongly connected component, found breadth-first from its first member. */
function closedPath(graph: ImportGraph, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component];
}

/**
 * Where a file belongs (paths relative to the project root): `test` for test files (`*.test.ts`/`*.test.tsx`
 * anywhere) and everything under tests/; `local` for local/ (what runs only on a developer's machine or in tests);
 * `bench` for bench/; `ships` for the rest of the folders whose code is deployed or built into what is deployed
 * (site/, functions/, chain/, content-schema/, i18n/, infra/); undefined for anything else.
 */
export type Room = 'ships' | 'local' | 'test' | 'bench';
export function roomOf(file: string): Room | undefined {
  if (/\.test\.tsx?$/.test(file) || file.startsWith('tests/')) return 'test';
  const top = file.split('/')[0];
  if (top === 'local' || top === 'bench') return top;
  return SHIPPING_FOLDERS.has(top!) ? 'ships' : undefined;
}
const SHIPPING_FOLDERS = new Set(['site', 'functions', 'chain', 'content-schema', 'i18n', 'infra']);

/** Every import from a file that ships into local/, tests/, bench/ or a test file, as `from → to`; [] when none. */
export function shippingLeaks(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    roomOf(file) === 'ships'
      ? [...targets].filter((target) => roomOf(target) !== 'ships').map((target) => `${file} → ${target}`)
      : [],
  );
}
