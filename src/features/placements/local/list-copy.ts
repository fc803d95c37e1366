/**
 * The sent placements list kept on the device (architecture §5, like the promocodes' last known list): each
 * answer of the server is stored per set of filters, and read back when the server cannot be reached.
 * Sign-out clears it with the rest of the user's IndexedDB data.
 */
import type { Placement, PlacementListQuery } from '#contract/placements.ts';
import { db } from '../../../db/app-db.ts';

export interface PlacementList {
  items: Placement[];
  /** When the device stored this copy; null for the server's fresh answer. */
  storedAt: number | null;
}

/** The same filters give the same key, whatever order the URL had them in. */
export const listKey = (filters: PlacementListQuery): string =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export async function storeListCopy(filters: PlacementListQuery, items: Placement[]): Promise<void> {
  try {
    await db.placementLists.put({ key: listKey(filters), items, storedAt: Date.now() });
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

export async function readListCopy(filters: PlacementListQuery): Promise<PlacementList | null> {
  const row = await db.placementLists.get(listKey(filters)).catch(() => undefined);
  return row ? { items: row.items, storedAt: row.storedAt } : null;
}
