/** The static import graph of the repository's TypeScript, read with the compiler's parser (no type check). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Repository paths of the .ts/.tsx files under a folder. */
export const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

/**
 * What a file imports: static imports and re-exports (type-only ones too), and dynamic import() calls
 * when asked; relative and `#contract/…` specifiers resolved to repository paths, packages as written
 * (or left out with `packages: false`).
 */
export function importsOf(file: string, { dynamic = false, packages = true } = {}): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specs.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specs.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const local = (spec: string) => spec.startsWith('.') || spec.startsWith('#');
  return specs.filter((spec) => packages || local(spec)).map((spec) => resolveSpec(file, spec));
}

/**
 * An import specifier as a repository path: relative ones from the importing file, `#contract/…` through
 * package.json's `imports`; packages stay as they are.
 */
export const resolveSpec = (file: string, spec: string): string =>
  spec.startsWith('#contract/')
    ? spec.slice(1)
    : spec.startsWith('.')
      ? relative(ROOT, resolve(ROOT, dirname(file), spec))
      : spec;

/** Every import cycle among the files, each once, as "a → b → a". */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      const loop = path.slice(at);
      // The same loop found from another of its files reads the same once rotated to its smallest member.
      const start = loop.indexOf([...loop].sort()[0]!);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return [...cycles];
}
