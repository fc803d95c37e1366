/**
 * The shape of the placements feature (issue "Placements sync code"): local/ and sync/ are plain
 * TypeScript, the outbox (local/) never reaches into the sync, no import cycles inside the feature, and
 * features never import each other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpec } from '../helpers/import-graph.ts';

const root = resolve(import.meta.dirname, '../..');
const features = join(root, 'src/features');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Static and dynamic import specifiers of a file, relative ones resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
  return specs.map((spec) => resolveSpec(relative(root, file), spec));
}

const graph = new Map(filesUnder(join(features, 'placements')).map((f) => [relative(root, f), importsOf(f)]));
const inFolder = (folder: string) =>
  [...graph.entries()].filter(([file]) => file.startsWith(`src/features/placements/${folder}/`));

describe('placements feature structure', () => {
  it('keeps React out of local/ and sync/ (hooks live in hooks/)', () => {
    const offenders = [...inFolder('local'), ...inFolder('sync')].filter(([, imports]) =>
      imports.some((spec) => spec === 'react' || /\/(hooks|components)\//.test(spec)),
    );
    expect(offenders.map(([file]) => file)).toEqual([]);
  });

  it('lets the outbox signal changes instead of calling into the sync', () => {
    const offenders = inFolder('local').filter(([, imports]) =>
      imports.some((spec) => spec.startsWith('src/features/placements/sync/')),
    );
    expect(offenders.map(([file]) => file)).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.add([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      for (const next of graph.get(file) ?? []) if (graph.has(next)) visit(next, [...path, file]);
    };
    for (const file of graph.keys()) visit(file, []);
    expect([...cycles]).toEqual([]);
  });

  it('never imports another feature', () => {
    const offenders = filesUnder(features).flatMap((file) => {
      const own = relative(features, file).split('/')[0];
      return importsOf(file)
        .filter((spec) => spec.startsWith('src/features/') && spec.split('/')[2] !== own)
        .map((spec) => `${relative(root, file)} → ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
