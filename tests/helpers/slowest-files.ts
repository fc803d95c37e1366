/**
 * Vitest reporter (next to the default one, vitest.config.ts): at the end of a run of several files, each
 * project's fifteen slowest files with their time (import + hooks + tests) and its import part, and the
 * project's file count and summed file time, so where the run's time goes shows in every CI log. With
 * SLOWEST_FILES_OUT set, the same text is appended to that file too (`npm test` repeats it at its very end).
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 15;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

interface Timed {
  file: string;
  import: number;
  total: number;
}

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const byProject = new Map<string, Timed[]>();
    for (const m of modules) {
      const d = m.diagnostic();
      const list = byProject.get(m.project.name) ?? [];
      list.push({
        file: m.relativeModuleId,
        import: d.collectDuration,
        total: d.collectDuration + d.duration,
      });
      byProject.set(m.project.name, list);
    }
    const blocks = [...byProject].map(([project, timed]) => {
      timed.sort((a, b) => b.total - a.total);
      const sum = timed.reduce((all, t) => all + t.total, 0);
      const lines = timed
        .slice(0, SHOWN)
        .map((t) => `${seconds(t.total)}  (import ${seconds(t.import).trim()})  ${t.file}`);
      const head = `Slowest ${Math.min(SHOWN, timed.length)} of ${timed.length} ${project} files (all ${project} files: ${seconds(sum).trim()}):`;
      return `${head}\n${lines.join('\n')}`;
    });
    const text = `\n${blocks.join('\n\n')}\n`;
    console.log(text);
    if (process.env.SLOWEST_FILES_OUT) appendFileSync(process.env.SLOWEST_FILES_OUT, text);
  }
}
