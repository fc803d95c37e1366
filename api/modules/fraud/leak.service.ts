/**
 * Staff's side of leaked promocodes (docs/decisions/078): the flags with their figures, retiring a code (a
 * new one for the blogger, the old one attributing until its grace period ends) and dismissing a flag.
 * Each decision is a conditional update `open → …`, so a second or concurrent one gets 409.
 */
import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  LEAK_SIGNALS,
  type LeakFigures,
  type LeakPage,
  type LeakSignal,
  type LeakStatus,
  type PromocodeLeak as PromocodeLeakDto,
} from '#contract/leaks.ts';
import { PROMOCODE_MAX, promocodeKey } from '#contract/promocodes.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Promocode } from '../promocodes/promocode.entity.ts';
import { PromocodeLeak } from './leak.entity.ts';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;
/** No 0/O or 1/I: the new code is read off a screen and typed. */
const SUFFIX_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 4;

const signalsOf = (text: string) =>
  text.split(',').filter((s): s is LeakSignal => (LEAK_SIGNALS as readonly string[]).includes(s));

async function toDtos(em: EntityManager, rows: PromocodeLeak[]): Promise<PromocodeLeakDto[]> {
  const owners = [...new Set(rows.map((r) => r.promocode.getEntity().owner.id))];
  const emails = new Map(
    (owners.length ? await em.find(User, { id: { $in: owners } }, { fields: ['email'] }) : []).map((u) => [
      u.id,
      u.email,
    ]),
  );
  return rows.map((r) => {
    const code = r.promocode.getEntity();
    return {
      id: r.id,
      status: r.status,
      signals: signalsOf(r.signals),
      figures: JSON.parse(r.figures) as LeakFigures,
      promocode: { id: code.id, code: code.code, network: code.network },
      owner: { id: code.owner.id, email: emails.get(code.owner.id) ?? '' },
      detected_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      replacement: code.replacedBy ?? null,
      grace_until: code.attributesUntil?.toISOString() ?? null,
      decided_at: r.decidedAt?.toISOString() ?? null,
      reason: r.reason ?? null,
    };
  });
}

/** Open flags most recently updated first (the live ones on top); decided ones by decision, newest first. */
export async function listLeaks(em: EntityManager, status: LeakStatus, page: number): Promise<LeakPage> {
  const [rows, total] = await em.findAndCount(
    PromocodeLeak,
    { status },
    {
      populate: ['promocode'],
      orderBy: status === 'open' ? { updatedAt: 'desc', id: 'asc' } : { decidedAt: 'desc', id: 'asc' },
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
  );
  return { items: await toDtos(em, rows), total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function leakById(em: EntityManager, id: string): Promise<PromocodeLeakDto> {
  const row = await em.findOne(PromocodeLeak, { id }, { populate: ['promocode'] });
  if (!row) throw notFound();
  return (await toDtos(em, [row]))[0] as PromocodeLeakDto;
}

/** Claims an open flag for a decision; 404 for an unknown id, 409 when already decided. */
async function claim(
  tx: EntityManager,
  actor: string,
  id: string,
  status: LeakStatus,
  at: Date,
  reason: string,
) {
  const row = await tx.findOne(PromocodeLeak, { id }, { populate: ['promocode'] });
  if (!row) throw notFound();
  const won = await tx.nativeUpdate(
    PromocodeLeak,
    { id, status: 'open' },
    { status, decidedBy: actor, decidedAt: at, reason },
  );
  if (won !== 1) throw conflict();
  return row.promocode.getEntity();
}

/** The old code's letters and digits (shortened) and a random suffix, free across the platform. */
async function freshCode(tx: EntityManager, old: string): Promise<string> {
  const base = old.slice(0, PROMOCODE_MAX - SUFFIX_LENGTH);
  for (;;) {
    const suffix = Array.from({ length: SUFFIX_LENGTH }, () => SUFFIX_CHARS[randomInt(SUFFIX_CHARS.length)]);
    const code = `${base}${suffix.join('')}`;
    if (!(await tx.count(Promocode, { codeKey: promocodeKey(code) }))) return code;
  }
}

export interface Retired {
  leak: string;
  owner: string;
  old: string;
  replacement: string;
  until: Date;
}

/**
 * Retires the flagged code: a new code on the same network for the same blogger (above the 50-code limit if
 * need be: staff's decision), and the old one attributing orders placed before `now + graceDays`.
 */
export async function retireLeak(
  tx: EntityManager,
  actor: string,
  id: string,
  graceDays: number,
  at: Date,
): Promise<Retired> {
  const code = await claim(tx, actor, id, 'retired', at, `grace ${graceDays} d`);
  if (code.retiredAt) throw conflict();
  const replacement = await freshCode(tx, code.code);
  const until = new Date(at.getTime() + graceDays * DAY_MS);
  tx.create(Promocode, {
    owner: code.owner.id,
    network: code.network,
    code: replacement,
    codeKey: promocodeKey(replacement),
    createdAt: at,
  });
  await tx.nativeUpdate(
    Promocode,
    { id: code.id, retiredAt: null },
    { retiredAt: at, attributesUntil: until, replacedBy: replacement },
  );
  await tx.flush();
  return { leak: id, owner: code.owner.id, old: code.code, replacement, until };
}

export async function dismissLeak(tx: EntityManager, actor: string, id: string, reason: string, at: Date) {
  const code = await claim(tx, actor, id, 'dismissed', at, reason);
  return { leak: id, code: code.code };
}
