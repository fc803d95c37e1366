/** docs/decisions/README.md lists every decision record, with its date and status, and nothing else. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(resolve(import.meta.dirname, '../..'), 'docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const rows = [
  ...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) +\| (.+?) +\| (\d{4}-\d{2}-\d{2}) +\| (.+?) +\|$/gm),
];

describe('decision index', () => {
  it('lists every record once, by its file', () => {
    expect(rows.map((row) => row[2]).sort()).toEqual([...records].sort());
  });

  it('gives each row the record number of its file and a known status', () => {
    for (const [, number, file, , , status] of rows) {
      expect(file?.startsWith(`${number}-`)).toBe(true);
      expect(status).toMatch(/^(Accepted|Superseded by \d{3})(; amended by \d{3}(, \d{3})*)?$/);
    }
  });
});
