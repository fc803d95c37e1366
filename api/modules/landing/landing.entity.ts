/**
 * The landing's editable content (SPEC §1, issue 11): bloggers' reviews for the carousel and the FAQ, each
 * written per catalog language and shown in `position` order once published. Staff edit them in the admin
 * area; docs/decisions/056-landing-content.md.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ContentLocale } from '../../../contract/landing.ts';

export const Review = defineEntity({
  name: 'Review',
  tableName: 'landing_reviews',
  indexes: [{ properties: ['locale', 'position'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    locale: p.enum(ContentLocale.options),
    author: p.string().length(80),
    caption: p.string().length(120),
    text: p.text(),
    position: p.integer(),
    published: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Review = InferEntity<typeof Review>;

export const FaqItem = defineEntity({
  name: 'FaqItem',
  tableName: 'landing_faq',
  indexes: [{ properties: ['locale', 'position'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    locale: p.enum(ContentLocale.options),
    question: p.string().length(300),
    answer: p.text(),
    position: p.integer(),
    published: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type FaqItem = InferEntity<typeof FaqItem>;
