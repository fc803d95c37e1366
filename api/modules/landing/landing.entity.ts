import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ContentLocale } from '#contract/landing.ts';
import { timestamps, uuidKey } from '../../lib/columns.ts';

/** What reviews and FAQ items share: a language, a place in its list, shown or not. */
const contentColumns = () => ({
  id: uuidKey(),
  locale: p.enum(ContentLocale.options),
  position: p.integer(),
  published: p.boolean(),
  ...timestamps(),
});
/** Each list is read in one language, in order. */
const contentIndexes = () => [{ properties: ['locale' as const, 'position' as const] }];

export const Review = defineEntity({
  name: 'Review',
  tableName: 'landing_reviews',
  indexes: contentIndexes(),
  properties: {
    ...contentColumns(),
    author: p.string().length(80),
    caption: p.string().length(120),
    text: p.text(),
  },
});
export type Review = InferEntity<typeof Review>;

export const FaqItem = defineEntity({
  name: 'FaqItem',
  tableName: 'landing_faq',
  indexes: contentIndexes(),
  properties: {
    ...contentColumns(),
    question: p.string().length(300),
    answer: p.text(),
  },
});
export type FaqItem = InferEntity<typeof FaqItem>;
