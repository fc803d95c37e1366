/** The admin API of the landing's reviews and FAQ, and what the page needs to tell the two apart. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  type ContentLocale,
  FAQ_MAX,
  FaqBody,
  FaqItem,
  FaqList,
  REVIEWS_MAX,
  Review,
  ReviewBody,
  ReviewList,
} from '#contract/landing.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export type ContentTab = 'reviews' | 'faq';
export type ContentItem = Review | FaqItem;

/** One kind of landing content: its list, its writes and its limit per language. */
export interface ContentKind<T extends ContentItem> {
  tab: ContentTab;
  max: number;
  body: v.GenericSchema<unknown, Omit<T, 'id'>>;
  query: () => ReturnType<typeof listQuery<T>>;
  save: (id: string | null, body: Omit<T, 'id'>) => Promise<T>;
  remove: (id: string) => Promise<void>;
}

const listQuery = <T extends ContentItem>(tab: ContentTab, path: string, schema: v.GenericSchema) =>
  queryOptions({
    queryKey: [...adminKey, 'landing', tab] as const,
    queryFn: async () => (v.parse(schema, await api.get(path).json()) as { items: T[] }).items,
  });

export const REVIEWS: ContentKind<Review> = {
  tab: 'reviews',
  max: REVIEWS_MAX,
  body: ReviewBody,
  query: () => listQuery<Review>('reviews', ApiPath.adminReviews, ReviewList),
  save: async (id, body) =>
    v.parse(
      Review,
      await (id
        ? api.put(ApiPath.adminReview(id), { json: body })
        : api.post(ApiPath.adminReviews, { json: body })
      ).json(),
    ),
  remove: async (id) => {
    await api.delete(ApiPath.adminReview(id));
  },
};

export const FAQ: ContentKind<FaqItem> = {
  tab: 'faq',
  max: FAQ_MAX,
  body: FaqBody,
  query: () => listQuery<FaqItem>('faq', ApiPath.adminFaq, FaqList),
  save: async (id, body) =>
    v.parse(
      FaqItem,
      await (id
        ? api.put(ApiPath.adminFaqItem(id), { json: body })
        : api.post(ApiPath.adminFaq, { json: body })
      ).json(),
    ),
  remove: async (id) => {
    await api.delete(ApiPath.adminFaqItem(id));
  },
};

/** The items of one language in the landing's order (position, then as listed by the server). */
export const ofLocale = <T extends ContentItem>(items: readonly T[], locale: ContentLocale): T[] =>
  items.filter((item) => item.locale === locale).sort((a, b) => a.position - b.position);

/** The item bodies whose position changes when `item` moves one step `by` (-1 up, +1 down). */
export function reorder<T extends ContentItem>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [moved] = next.splice(index, 1);
  if (!moved) return [];
  next.splice(index + by, 0, moved);
  // Renumber in steps of 10 so a later insertion fits between two items without touching the others.
  return next.flatMap((item, i) => {
    const position = Math.min(999, (i + 1) * 10);
    return item.position === position ? [] : [{ ...item, position }];
  });
}

/** A new item goes to the end of its language's list. */
export const nextPosition = (list: readonly ContentItem[]) =>
  Math.min(999, Math.max(0, ...list.map((item) => item.position)) + 10);

export const withoutId = <T extends ContentItem>({ id: _, ...body }: T): Omit<T, 'id'> => body;
