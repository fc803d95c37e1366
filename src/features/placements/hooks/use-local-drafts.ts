import { useLiveQuery } from '../../../lib/use-live-query.ts';
import { getDraft, type LocalDraft, listDrafts } from '../local/drafts.ts';

/** The device's drafts, live: every outbox write shows at once. Undefined while loading. */
export const useLocalDrafts = (): LocalDraft[] | undefined => useLiveQuery('all', listDrafts);

/** One draft, live; null once it is gone. */
export const useLocalDraft = (id: string): LocalDraft | null | undefined =>
  useLiveQuery(id, () => getDraft(id));
