/**
 * The shape of the placements feature (issue "Placements sync code"): local/ and sync/ are plain
 * TypeScript, the outbox (local/) never reaches into the sync, no import cycles inside the feature, and
 * features never import each other.
 */
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, sourceFiles } from '../helpers/import-graph.ts';

const withImports = (folder: string) =>
  new Map(sourceFiles(folder).map((file) => [file, importsOf(file, { dynamic: true })]));
const graph = withImports('src/features/placements');
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
    expect(findCycles(graph)).toEqual([]);
  });

  it('never imports another feature', () => {
    const offenders = [...withImports('src/features')].flatMap(([file, imports]) => {
      const own = file.split('/')[2];
      return imports
        .filter((spec) => spec.startsWith('src/features/') && spec.split('/')[2] !== own)
        .map((spec) => `${file} → ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
