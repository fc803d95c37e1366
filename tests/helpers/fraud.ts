/** Fraud tests: a five-person chain (seller and 4 uplines), flagged orders, and staff decisions. */
import type { FastifyInstance } from 'fastify';
import { emailHash } from '../../api/modules/fraud/identity.ts';
import { createUser, signIn } from './api-app.ts';
import { blogger, order } from './sales.ts';

export const REVIEWS_URL = '/api/v1/admin/fraud/reviews';

/** An admin's token (admins pass every staff check). */
export async function staffToken(app: FastifyInstance, email = `admin-${Date.now()}@fraud.test`) {
  await createUser(app, { email, role: 'admin' });
  return (await signIn(app, email)).token;
}

/** Seller with 4 uplines above, top first; each an approved RUB blogger registered long ago. */
let seq = 0;
export async function chain(app: FastifyInstance) {
  const promocode = `FR${process.pid}X${++seq}`;
  const people = [];
  let sponsor: string | undefined;
  for (let i = 0; i < 5; i++) {
    const u = await blogger(app, { sponsor, promocode: i === 4 ? promocode : undefined });
    people.push(u);
    sponsor = u.id;
  }
  const seller = people[4] as (typeof people)[number];
  return { seller, uplines: people.slice(0, 4).reverse(), promocode };
}

/** An order by the seller's promocode whose customer is `email` (sent as its hash, like the brand does). */
export const customerOrder = (promocode: string, email: string, fields: Record<string, unknown> = {}) =>
  order({ promocode, customer_email_hash: emailHash(email), ...fields });

export const decide = (app: FastifyInstance, token: string, id: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `${REVIEWS_URL}/${id}/decision`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

export async function reviewOf(
  app: FastifyInstance,
  token: string,
  externalId: string,
  status = 'on_review',
) {
  const res = await app.inject({
    url: `${REVIEWS_URL}?status=${status}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const found = (res.json().items as { id: string; order: { external_id: string } }[]).find(
    (r) => r.order.external_id === externalId,
  );
  if (!found) throw new Error(`no review for ${externalId}: ${res.body}`);
  return found as unknown as {
    id: string;
    rules: string[];
    lines: { account: { id: string }; level: number; amount: number }[];
  };
}
