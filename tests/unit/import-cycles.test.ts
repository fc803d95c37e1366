// @vitest-environment node
/**
 * No chain of static imports in the client (src/) or the server (api/) comes back to where it started:
 * a circle makes the evaluation order depend on which file loads first (a value read before it is set).
 */
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, sourceFiles } from '../helpers/import-graph.ts';

const graphOf = (folder: string) => new Map(sourceFiles(folder).map((file) => [file, importsOf(file)]));

describe('import cycles', () => {
  it('finds a cycle when there is one (the finder itself)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(findCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });

  it.each(['src', 'api'])('has none in %s/', (folder) => {
    expect(findCycles(graphOf(folder))).toEqual([]);
  });
});
