/**
 * Reads a V8 `.cpuprofile` (from `node --cpu-prof` or `BENCH_CPU_PROF=dir node tests/bench/api.ts`) and prints
 * the functions with the most self time and the most inclusive time (a sample counts once per function on its
 * stack), as shares of the profile's non-idle samples.
 *   node tests/bench/profile-top.ts file.cpuprofile [count=30] [filter]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
}

const [file, countArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: node tests/bench/profile-top.ts file.cpuprofile [count] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const count = Number(countArg ?? 30);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\/.*?\/node_modules\//, '')
    .replace(/^file:\/\/.*?\/(api|contract)\//, '$1/')
    .replace(/^node:/, 'node:');
const key = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;

const IDLE = new Set(['(idle)', '(program)']);
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const id of profile.samples) {
  const node = byId.get(id);
  if (!node || IDLE.has(node.callFrame.functionName)) continue;
  total++;
  self.set(key(node), (self.get(key(node)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = key(byId.get(at) as Node);
    if (!seen.has(k)) {
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + 1);
    }
  }
}

const show = (title: string, map: Map<string, number>) => {
  console.log(`${title} (${total} non-idle samples)`);
  const rows = [...map].filter(([k]) => !filter || k.includes(filter)).sort((a, b) => b[1] - a[1]);
  for (const [k, n] of rows.slice(0, count))
    console.log(`  ${((100 * n) / total).toFixed(1).padStart(5)} %  ${k}`);
};
show('Self time', self);
show('Inclusive time', inclusive);
