/**
 * The blogger's payout connection (docs/decisions/077). With YooKassa it is the self-employed object: made
 * from the profile's INN or a phone linked to «Мой налог», `pending` until the blogger confirms YooMoney's
 * request there, then `confirmed`; `canceled` (declined or revoked) and `unregistered` (not self-employed in
 * «Мой налог») can be connected again, which makes a new object under a new idempotency key. The status is
 * read back from the provider when the wallet is viewed: always while pending, hourly once confirmed.
 */
import type { EntityManager } from '@mikro-orm/core';
import { phoneDigits } from '#contract/team.ts';
import type { PayoutConnection as ConnectionDto, PayoutConnectionBody } from '#contract/wallet.ts';
import { now } from '../../lib/clock.ts';
import { User } from '../accounts/accounts.entity.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { PayoutConnection } from './wallet.entity.ts';

/** A confirmed connection is read again after this long (rights can be revoked in «Мой налог»). */
const RECHECK_CONFIRMED_MS = 3_600_000;
/** A page view does not wait longer than this for the provider. */
const VIEW_WAIT_MS = 3_000;

const mask = (destination: string | null | undefined) =>
  destination ? `•••• ${destination.slice(-4)}` : null;

export function toConnection(row: PayoutConnection): ConnectionDto {
  return {
    provider: row.provider,
    connected_at: row.createdAt.toISOString(),
    status: row.status,
    confirmation_url: row.status === 'pending' ? (row.confirmationUrl ?? null) : null,
    destination: mask(row.destination),
    identified_by: row.identifiedBy === 'itn' || row.identifiedBy === 'phone' ? row.identifiedBy : null,
    checked_at: row.checkedAt?.toISOString() ?? null,
  };
}

/** A connection that may be made again: the provider will not pay on it. */
export const reconnectable = (row: PayoutConnection) =>
  row.status === 'canceled' || row.status === 'unregistered';

/**
 * Connects the payout service. Idempotent: a pending or confirmed connection stays as it is; a canceled
 * or unregistered one is made again (attempt + 1), conditional on nobody having done so meanwhile.
 */
export async function connect(
  em: EntityManager,
  provider: PayoutProvider,
  userId: string,
  body: PayoutConnectionBody,
): Promise<void> {
  const existing = await em.fork().findOne(PayoutConnection, { owner: userId });
  if (existing && !reconnectable(existing)) return;
  const user = await em.findOneOrFail(User, { id: userId }, { fields: ['email', 'inn', 'phone'] });
  const by = body?.by ?? (body?.phone ? 'phone' : 'itn');
  const phone = phoneDigits(body?.phone ?? user.phone ?? null) || null;
  const destination = body?.destination ?? null;
  const attempt = (existing?.attempt ?? 0) + 1;
  const state = await provider.connect({
    id: userId,
    email: user.email,
    inn: user.inn ?? null,
    phone,
    destination,
    by,
    attempt,
  });
  const fields = {
    provider: provider.name,
    externalId: state.externalId,
    destination,
    confirmationUrl: state.confirmationUrl ?? null,
    status: state.status,
    identifiedBy: provider.name === 'sandbox' ? null : by,
    attempt,
    checkedAt: now(),
  };
  if (existing)
    await em.fork().nativeUpdate(PayoutConnection, { id: existing.id, attempt: existing.attempt }, fields);
  else
    await em
      .fork()
      .upsert(
        PayoutConnection,
        { owner: userId, ...fields },
        { onConflictFields: ['owner'], onConflictAction: 'ignore' },
      );
}

/**
 * Reads the connection's status back from the provider when it is due (pending: every view; confirmed:
 * hourly). A provider that does not answer in time leaves the stored status; the next view asks again.
 */
export async function refreshConnection(
  em: EntityManager,
  provider: PayoutProvider,
  userId: string,
  at = now(),
): Promise<void> {
  const row = await em.fork().findOne(PayoutConnection, { owner: userId });
  if (!row || !provider.connection || row.provider !== provider.name || reconnectable(row)) return;
  const due =
    row.status === 'pending' ||
    !row.checkedAt ||
    at.getTime() - row.checkedAt.getTime() > RECHECK_CONFIRMED_MS;
  if (!due) return;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), VIEW_WAIT_MS).unref());
  const state = await Promise.race([provider.connection(row.externalId).catch(() => null), timeout]);
  if (!state) return;
  await em.fork().nativeUpdate(
    PayoutConnection,
    { id: row.id, attempt: row.attempt },
    {
      status: state.status,
      checkedAt: at,
      ...(state.confirmationUrl && { confirmationUrl: state.confirmationUrl }),
    },
  );
}
