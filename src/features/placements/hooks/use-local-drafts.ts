import { useLiveQuery } from '../../../lib/use-live-query.ts';
import { getDraft, type LocalDraft, listDrafts } from '../local/drafts.ts';

// Drafts are small (no Blobs, a few files): comparing their JSON is cheaper than re-rendering a card.
const sameDraft = (a: LocalDraft | null, b: LocalDraft | null) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The previous objects of the drafts whose rows did not change; the previous list when none did. */
export function shareDrafts(previous: LocalDraft[], next: LocalDraft[]): LocalDraft[] {
  const before = new Map(previous.map((d) => [d.id, d]));
  const shared = next.map((d) => {
    const old = before.get(d.id);
    return old && sameDraft(old, d) ? old : d;
  });
  return shared.length === previous.length && shared.every((d, i) => d === previous[i]) ? previous : shared;
}

/** The device's drafts, live: every outbox write shows at once. Undefined while loading. */
export const useLocalDrafts = (): LocalDraft[] | undefined => useLiveQuery('all', listDrafts, shareDrafts);

/** One draft, live; null once it is gone. */
export const useLocalDraft = (id: string): LocalDraft | null | undefined =>
  useLiveQuery(
    id,
    () => getDraft(id),
    (previous, next) => (sameDraft(previous, next) ? previous : next),
  );
