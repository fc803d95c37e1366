import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ContentLocale } from '#contract/landing.ts';
import { createdAt, updatedAt, uuidKey } from '../../lib/columns.ts';

export const Review = defineEntity({
  name: 'Review',
  tableName: 'landing_reviews',
  indexes: [{ properties: ['locale', 'position'] }],
  properties: {
    id: uuidKey(),
    locale: p.enum(ContentLocale.options),
    author: p.string().length(80),
    caption: p.string().length(120),
    text: p.text(),
    position: p.integer(),
    published: p.boolean(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type Review = InferEntity<typeof Review>;

export const FaqItem = defineEntity({
  name: 'FaqItem',
  tableName: 'landing_faq',
  indexes: [{ properties: ['locale', 'position'] }],
  properties: {
    id: uuidKey(),
    locale: p.enum(ContentLocale.options),
    question: p.string().length(300),
    answer: p.text(),
    position: p.integer(),
    published: p.boolean(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type FaqItem = InferEntity<typeof FaqItem>;
