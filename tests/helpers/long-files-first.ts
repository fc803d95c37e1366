/**
 * Vitest's sequencer, with the suite's long files started first in their project. Vitest orders files by
 * the durations it cached in the last run, and without that cache (a fresh clone, as on CI) by size, largest
 * first; a short file with a long run (10 000 racing requests) then starts near the end, and the other
 * worker idles until it ends.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The API files that run longest (the slowest-files list at the end of `npm test`), longest first. */
const LONG_FILES = ['tests/api/withdrawal-race.test.ts', 'tests/api/fuzz.test.ts', 'tests/api/idor.test.ts'];

const longRank = (spec: TestSpecification) => LONG_FILES.findIndex((path) => spec.moduleId.endsWith(path));

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of await super.sort(files)) {
      const specs = byProject.get(spec.project.name) ?? [];
      if (specs.length === 0) byProject.set(spec.project.name, specs);
      specs.push(spec);
    }
    return [...byProject.values()].flatMap((specs) => [
      ...specs.filter((s) => longRank(s) >= 0).sort((a, b) => longRank(a) - longRank(b)),
      ...specs.filter((s) => longRank(s) < 0),
    ]);
  }
}
