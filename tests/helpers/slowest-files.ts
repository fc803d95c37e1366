/**
 * Vitest reporter (next to the default one, vitest.config.ts): at the end of a run of several files, the ten
 * slowest with their time (import + hooks + tests) and its import part, so where the run's time goes shows in
 * every CI log.
 */
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const timed = modules.map((m) => {
      const d = m.diagnostic();
      return {
        name: `${m.project.name} ${m.relativeModuleId}`,
        import: d.collectDuration,
        total: d.collectDuration + d.duration,
      };
    });
    timed.sort((a, b) => b.total - a.total);
    const sum = timed.reduce((all, t) => all + t.total, 0);
    const lines = timed
      .slice(0, SHOWN)
      .map((t) => `${seconds(t.total)}  (import ${seconds(t.import).trim()})  ${t.name}`);
    console.log(
      `\nSlowest ${Math.min(SHOWN, timed.length)} of ${timed.length} test files (all files: ${seconds(sum).trim()}):\n${lines.join('\n')}\n`,
    );
  }
}
