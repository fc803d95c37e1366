/** The review queue for staff, and a blogger's own commissions on review (docs/decisions/070). */
import type { EntityManager } from '@mikro-orm/core';
import type {
  FraudRule,
  HeldCommissionList,
  OrderReview as OrderReviewDto,
  OrderReviewPage,
  ReviewStatus,
} from '#contract/fraud.ts';
import type { Currency } from '#contract/money.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Order } from '../orders/order.entity.ts';
import { catalogOfCurrency, productNames } from '../products/products.service.ts';
import { HeldCommission, OrderReview } from './fraud.entity.ts';

const PAGE_SIZE = 20;
const MINE_LIMIT = 100;
const rulesOf = (text: string) => text.split(',').filter(Boolean) as FraudRule[];

async function toDtos(em: EntityManager, reviews: OrderReview[]): Promise<OrderReviewDto[]> {
  const ids = reviews.map((r) => r.id);
  const held = ids.length
    ? await em.find(HeldCommission, { review: { $in: ids } }, { orderBy: { level: 'asc' } })
    : [];
  const orderIds = reviews.map((r) => r.order.id);
  const refunded = new Set(
    orderIds.length
      ? (await em.find(Order, { refundOf: { $in: orderIds } }, { fields: ['refundOf'] })).map(
          (r) => r.refundOf?.id,
        )
      : [],
  );
  const people = new Set([
    ...held.map((h) => h.account.id),
    ...reviews.flatMap((r) => r.order.getEntity().seller?.id ?? []),
  ]);
  const users = new Map(
    (people.size ? await em.find(User, { id: { $in: [...people] } }, { fields: ['email'] }) : []).map((u) => [
      u.id,
      u.email,
    ]),
  );
  const person = (id: string) => ({ id, email: users.get(id) ?? '' });
  const names = await namesFor(
    em,
    reviews.map((r) => r.order.getEntity().currency),
  );
  return reviews.map((r) => {
    const o = r.order.getEntity();
    return {
      id: r.id,
      status: r.status,
      rules: rulesOf(r.rules),
      order: {
        external_id: o.externalId,
        product: o.product,
        product_name: names(o.currency, o.product),
        amount: o.amount,
        currency: o.currency,
        occurred_at: o.occurredAt.toISOString(),
        refunded: refunded.has(o.id),
      },
      seller: o.seller ? person(o.seller.id) : null,
      lines: held
        .filter((h) => h.review.id === r.id)
        .map((h) => ({ account: person(h.account.id), level: h.level, amount: h.amount })),
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      reason: r.reason ?? null,
    };
  });
}

/** Product names from the catalog of each currency met (a sale names its product, not the shop's code). */
async function namesFor(em: EntityManager, currencies: Currency[]) {
  const catalogs = new Map<Currency, Map<string, string>>();
  for (const c of new Set(currencies)) catalogs.set(c, await productNames(em, catalogOfCurrency(c)));
  return (currency: Currency, code: string) => catalogs.get(currency)?.get(code) ?? code;
}

/** Oldest first for the open queue (first come, first decided); newest first for decided ones. */
export async function listReviews(
  em: EntityManager,
  status: ReviewStatus,
  page: number,
): Promise<OrderReviewPage> {
  const [rows, total] = await em.findAndCount(
    OrderReview,
    { status },
    {
      populate: ['order'],
      orderBy: { createdAt: status === 'on_review' ? 'asc' : 'desc', id: 'asc' },
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
  );
  return { items: await toDtos(em, rows), total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function reviewById(em: EntityManager, id: string): Promise<OrderReviewDto> {
  const row = await em.findOneOrFail(OrderReview, { id }, { populate: ['order'] });
  return (await toDtos(em, [row]))[0] as OrderReviewDto;
}

/** The blogger's held commissions still on review, and those a review cancelled (newest first). */
export async function myHeld(em: EntityManager, account: string): Promise<HeldCommissionList> {
  const rows = await em.find(
    HeldCommission,
    { account, review: { status: { $in: ['on_review', 'cancelled'] } } },
    { populate: ['review', 'review.order'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: MINE_LIMIT },
  );
  const names = await namesFor(
    em,
    rows.map((h) => h.currency),
  );
  const items = rows.map((h) => {
    const review = h.review.getEntity();
    const order = review.order.getEntity();
    return {
      order_id: order.externalId,
      product: order.product,
      product_name: names(order.currency, order.product),
      occurred_at: order.occurredAt.toISOString(),
      level: h.level,
      amount: h.amount,
      currency: h.currency,
      status: review.status === 'on_review' ? ('on_review' as const) : ('cancelled' as const),
      rules: rulesOf(review.rules),
      reason: review.reason ?? null,
    };
  });
  return { items, on_review: await onReviewTotal(em, account) };
}

/** What the blogger's commissions on review add up to (not withdrawable, not in any month yet). */
export async function onReviewTotal(em: EntityManager, account: string): Promise<number> {
  const open = await em.find(
    HeldCommission,
    { account, review: { status: 'on_review' } },
    { fields: ['amount'] },
  );
  return open.reduce((s, h) => s + h.amount, 0);
}
