/**
 * Server-side translation of the shared message ids (contract/messages.ts). The texts live in the Lingui
 * catalogs (locales/{ru,en}/messages.po, the same ones the client uses), read once on first use; an id a
 * catalog lacks falls back to the English source text. `by` reuses Russian, as on the client.
 */
import { readFileSync } from 'node:fs';
import { type CatalogLocale, catalogLocale, type Locale } from '#contract/limits.ts';
import { isMessageId, type MessageId, Msg } from '#contract/messages.ts';

export { isMessageId, type MessageId };

/** The `msgid`/`msgstr` pairs of a PO file (multi-line strings joined, escapes decoded). */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let field: 'id' | 'str' | null = null;
  const flush = () => {
    if (id && str) entries.set(id, str);
    id = str = field = null;
  };
  const decode = (quoted: string): string => JSON.parse(quoted);
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = decode(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = decode(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + decode(line);
      else str = (str ?? '') + decode(line);
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'str') flush();
    }
  }
  flush();
  return entries;
}

const catalogs = new Map<CatalogLocale, Map<string, string>>();

function catalog(locale: CatalogLocale): Map<string, string> {
  let entries = catalogs.get(locale);
  if (!entries) {
    try {
      entries = parsePo(
        readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8'),
      );
    } catch {
      entries = new Map();
    }
    catalogs.set(locale, entries);
  }
  return entries;
}

export function t(locale: Locale, id: MessageId): string {
  return catalog(catalogLocale(locale)).get(id) ?? Msg[id].message;
}
