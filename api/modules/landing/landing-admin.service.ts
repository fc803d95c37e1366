/**
 * Staff edits of the landing's reviews and FAQ: at most REVIEWS_MAX / FAQ_MAX per language, each change
 * audited in the same transaction, and the public payload's cache dropped once it is committed.
 */
import type { EntityManager, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import {
  type ContentLocale,
  FAQ_MAX,
  type FaqBody,
  REVIEWS_MAX,
  type ReviewBody,
} from '#contract/landing.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { audited } from '../audit/audited.ts';
import { FaqItem, Review } from './landing.entity.ts';
import { CONTENT_ORDER, invalidateLandingData, toFaqItem, toReview } from './landing.service.ts';

interface Row {
  id: string;
  locale: ContentLocale;
}

/** What differs between reviews and FAQ items; the rest of the editing is shared. */
interface ContentKind<R extends Row, B extends { locale: ContentLocale }, D> {
  entity: EntityName<R>;
  max: number;
  /** Audit action prefix: `<prefix>.create|update|delete`. */
  action: string;
  toDto: (row: R) => D;
  /** A line for the audit log, so a deleted item can still be recognised. */
  summary: (body: B) => string;
}

export const REVIEWS: ContentKind<Review, ReviewBody, ReturnType<typeof toReview>> = {
  entity: Review,
  max: REVIEWS_MAX,
  action: 'landing_review',
  toDto: toReview,
  summary: (b) => `${b.locale}: ${b.author}`,
};

export const FAQ: ContentKind<FaqItem, FaqBody, ReturnType<typeof toFaqItem>> = {
  entity: FaqItem,
  max: FAQ_MAX,
  action: 'landing_faq',
  toDto: toFaqItem,
  summary: (b) => `${b.locale}: ${b.question.slice(0, 200)}`,
};

const full = () => conflict('landing_limit', { locale: ['landing_limit'] });

/** Both languages, published or not, in the order the landing shows them. */
export async function listContent<R extends Row, B extends { locale: ContentLocale }, D>(
  em: EntityManager,
  kind: ContentKind<R, B, D>,
): Promise<D[]> {
  const rows = await em.find(kind.entity, {} as FilterQuery<R>, {
    orderBy: { locale: 'desc', ...CONTENT_ORDER } as never,
    limit: 2 * kind.max,
  });
  return rows.map(kind.toDto);
}

async function hasRoom<R extends Row>(
  tx: EntityManager,
  kind: ContentKind<R, never, unknown>,
  locale: ContentLocale,
) {
  return (await tx.count(kind.entity, { locale } as unknown as FilterQuery<R>)) < kind.max;
}

/** A change and its audit line in one transaction; the public payload's cache is dropped once committed. */
async function change<R extends Row>(
  em: EntityManager,
  actor: string,
  action: string,
  work: (tx: EntityManager) => Promise<R>,
  summary: (row: R) => string,
): Promise<R> {
  const row = await audited(em, actor, action, work, (r) => ({ id: r.id, reason: summary(r) }));
  invalidateLandingData();
  return row;
}

/** The row `id` of this kind, or a 404. */
async function findRow<R extends Row>(tx: EntityManager, kind: ContentKind<R, never, unknown>, id: string) {
  const row = await tx.findOne(kind.entity, { id } as FilterQuery<R>);
  if (!row) throw notFound();
  return row;
}

export async function createContent<R extends Row, B extends { locale: ContentLocale }, D>(
  em: EntityManager,
  kind: ContentKind<R, B, D>,
  actor: string,
  body: B,
): Promise<D> {
  const work = async (tx: EntityManager) => {
    if (!(await hasRoom(tx, kind as never, body.locale))) throw full();
    const row = tx.create(kind.entity, body as unknown as RequiredEntityData<R>);
    await tx.flush();
    return row;
  };
  return kind.toDto(await change(em, actor, `${kind.action}.create`, work, () => kind.summary(body)));
}

export async function updateContent<R extends Row, B extends { locale: ContentLocale }, D>(
  em: EntityManager,
  kind: ContentKind<R, B, D>,
  actor: string,
  id: string,
  body: B,
): Promise<D> {
  const work = async (tx: EntityManager) => {
    const row = await findRow(tx, kind as never, id);
    if (row.locale !== body.locale && !(await hasRoom(tx, kind as never, body.locale))) throw full();
    return tx.assign(row as R, body as never);
  };
  return kind.toDto(await change(em, actor, `${kind.action}.update`, work, () => kind.summary(body)));
}

export async function deleteContent<R extends Row, B extends { locale: ContentLocale }, D>(
  em: EntityManager,
  kind: ContentKind<R, B, D>,
  actor: string,
  id: string,
): Promise<void> {
  const work = async (tx: EntityManager) => {
    const row = (await findRow(tx, kind as never, id)) as R;
    tx.remove(row);
    return row;
  };
  await change(em, actor, `${kind.action}.delete`, work, (row) =>
    kind.summary(kind.toDto(row) as unknown as B),
  );
}
