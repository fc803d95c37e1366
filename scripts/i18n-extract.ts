/**
 * `npm run i18n:extract`: `lingui extract --clean`, keeping translations when a message moves from one
 * catalog to another (decision 055: `landing` and `messages`). Lingui keeps a translation only within the
 * same catalog file, so the Russian text of a string that moved into the landing's folders would be lost;
 * this reads every catalog of a locale first and fills the moved entries' empty translations afterwards.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const LOCALES_DIR = join(root, 'locales');

/** An entry's key (context + id) → its msgstr lines, e.g. `msgstr "…"` and any continuation lines. */
function translations(po: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of po.split(/\n\n+/)) {
    const key = /^(?:msgctxt .*\n)?msgid (?:.*\n)*?(?=msgstr)/m.exec(block)?.[0];
    const str = /^msgstr [\s\S]*$/m.exec(block)?.[0];
    if (key && str && str.trim() !== 'msgstr ""' && key.trim() !== 'msgid ""') found.set(key, str.trimEnd());
  }
  return found;
}

const catalogsOf = (locale: string) =>
  readdirSync(join(LOCALES_DIR, locale))
    .filter((f) => f.endsWith('.po'))
    .map((f) => join(LOCALES_DIR, locale, f));

const locales = readdirSync(LOCALES_DIR);
const before = new Map(
  locales.map((locale) => {
    const all = new Map<string, string>();
    for (const file of catalogsOf(locale))
      for (const [k, v] of translations(readFileSync(file, 'utf8'))) all.set(k, v);
    return [locale, all];
  }),
);

const run = spawnSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
  cwd: root,
  stdio: 'inherit',
});
if (run.status !== 0) process.exit(run.status ?? 1);

for (const locale of locales) {
  const known = before.get(locale) ?? new Map();
  for (const file of catalogsOf(locale)) {
    let filled = 0;
    const po = readFileSync(file, 'utf8')
      .split(/\n\n/)
      .map((block) => {
        const key = /^(?:msgctxt .*\n)?msgid (?:.*\n)*?(?=msgstr)/m.exec(block)?.[0];
        const empty = /^msgstr ""\s*$/m.test(block);
        const kept = key ? known.get(key) : undefined;
        if (!empty || !kept || !key) return block;
        filled++;
        return block.replace(/^msgstr ""\s*$/m, kept);
      })
      .join('\n\n');
    if (filled > 0) {
      writeFileSync(file, po);
      console.log(`${file.slice(root.length + 1)}: ${filled} translation(s) kept from another catalog`);
    }
  }
}
