/**
 * An account's legal and payout details per market (docs/decisions/065-uae-market.md): which it must have
 * before onboarding's data step counts as done, how they are read back, and how they are saved.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { DocumentsBody } from '#contract/legal-fields.ts';
import { accountMarket, type Market } from '#contract/markets.ts';
import type { Profile } from '#contract/profile.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from './accounts.entity.ts';

type Field = readonly [field: string, prop: keyof User];

/** What each market requires (names included); the optional UAE licence and TRN are not listed. */
const REQUIRED: Record<Market, readonly Field[]> = {
  ru: [
    ['inn', 'inn'],
    ['residency', 'residency'],
    ['type', 'type'],
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
    ['surname', 'surname'],
  ],
  // The full name as in the Emirates ID or passport: no patronymic.
  en: [
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
    ['residency', 'residency'],
    ['id_number', 'idNumber'],
    ['iban', 'iban'],
    ['bank_name', 'bankName'],
  ],
};

/** The required fields the account has not filled in, by their API names. */
export const missingLegalFields = (user: User): string[] =>
  REQUIRED[accountMarket(user)].filter(([, prop]) => !user[prop]).map(([field]) => field);

const RESIDENCIES = ['resident', 'non_resident'] as const;

/** The profile's market and legal fields; the other market's stay null even if a row still holds them. */
export function legalFieldsOf(user: User) {
  const market = accountMarket(user);
  const ru = market === 'ru';
  return {
    market,
    inn: ru ? (user.inn ?? null) : null,
    residency: RESIDENCIES.find((r) => r === user.residency) ?? null,
    type: ru ? (user.type ?? null) : null,
    id_number: ru ? null : (user.idNumber ?? null),
    iban: ru ? null : (user.iban ?? null),
    bank_name: ru ? null : (user.bankName ?? null),
    licence_number: ru ? null : user.licenceNumber || null,
    trn: ru ? null : user.trn || null,
  } satisfies Partial<Profile>;
}

/** Saves the details of the account's own market; a body for the other market is a 422, nothing written. */
export async function updateDocuments(em: EntityManager, id: string, body: DocumentsBody): Promise<User> {
  const user = await em.findOneOrFail(User, { id });
  if (body.market !== accountMarket(user)) throw validationError({ market: ['wrong_market'] });
  if (body.market === 'ru') em.assign(user, { inn: body.inn, residency: body.residency, type: body.type });
  else
    em.assign(user, {
      residency: body.residency,
      idNumber: body.id_number,
      iban: body.iban,
      bankName: body.bank_name,
      licenceNumber: body.licence_number || null,
      trn: body.trn || null,
    });
  await em.flush();
  return user;
}
