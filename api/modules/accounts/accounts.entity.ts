import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ACCOUNT_STATUSES } from '#contract/accounts.ts';
import { CURRENCIES } from '#contract/money.ts';
import type { NotifyBy } from '#contract/onboarding.ts';
import { BASE_RANK } from '#contract/ranks.ts';
import { phoneDigits, teamSearchKey } from '#contract/team.ts';
import { timestamps, uuidKey } from '../../lib/columns.ts';

export const ROLES = ['ambassador', 'moderator', 'admin'] as const;
export const COOPERATION_TYPES = ['self_employed', 'sole_proprietor', 'company'] as const;

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  indexes: [
    // The team list (docs/decisions/050-team-tree.md): a large team is searched and name-sorted from
    // this narrow index, and the few hidden or rejected accounts are found by status.
    { properties: ['searchText', 'id'] },
    { properties: ['status'] },
  ],
  properties: {
    id: uuidKey(),
    /** Always stored lower-case (the service normalises); unique index makes duplicates impossible. */
    email: p.string().length(254).unique(),
    /** argon2id PHC string; hidden from serialisation and not selected unless asked for. */
    passwordHash: p.string().length(255).hidden().lazy(),
    role: p.enum(ROLES).default('ambassador'),
    status: p.enum(ACCOUNT_STATUSES).default('review'),
    /** SPEC §6: 10 means registration step 2 is still to do. */
    access: p.integer().default(0),
    onboardingCompleted: p.boolean().default(false),
    /** Completed onboarding steps, comma-separated in ONBOARDING_STEPS order. */
    onboardingSteps: p.string().length(200).default(''),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    surname: p.string().length(100).nullable(),
    inn: p.string().length(20).nullable(),
    residency: p.string().length(50).nullable(),
    type: p.enum(COOPERATION_TYPES).nullable(),
    /** UAE accounts (docs/decisions/065-uae-market.md): Emirates ID or passport, payout bank, licence, TRN. */
    idNumber: p.string().length(20).nullable(),
    iban: p.string().length(34).nullable(),
    bankName: p.string().length(100).nullable(),
    licenceNumber: p.string().length(50).nullable(),
    trn: p.string().length(15).nullable(),
    phone: p.string().length(32).nullable(),
    nickname: p.string().length(100).nullable(),
    telegram: p.string().length(100).nullable(),
    country: p.string().length(100).nullable(),
    city: p.string().length(100).nullable(),
    selfEmployed: p.boolean().default(false),
    personalDataConsentAt: p.datetime().nullable(),
    marketingConsent: p.boolean().default(false),
    /** Referral link part: letters only, stored lower-case, unique. */
    referralCode: p.string().length(32).nullable().unique(),
    /** The inviter (team line 1). */
    sponsor: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
    /** File name under <VAR_DIR>/avatars, made by the server. */
    avatarPath: p.string().length(100).nullable(),
    rejectionReason: p.text().nullable(),
    /** Language for mails, taken from the sign-up request. */
    locale: p.string().length(2).default('ru'),
    pendingEmail: p.string().length(254).nullable(),
    emailCodeHash: p.string().length(64).nullable(),
    emailCodeExpiresAt: p.datetime().nullable(),
    emailCodeTries: p.integer().default(0),
    telegramChatId: p.string().length(32).nullable(),
    telegramUsername: p.string().length(64).nullable(),
    /** 'telegram' or 'email' (no Telegram), chosen at the onboarding's Telegram step; null before it. */
    notifyBy: p.string().length(10).$type<NotifyBy>().nullable(),
    /** Fixed when the account is approved (RUB for ru/by, USD for en); null before. */
    currency: p.enum(CURRENCIES).nullable(),
    /** yyyy-mm-dd of an older manager agreement; before 2024-08-03 means 3 integrations a month. */
    agreementDate: p.string().length(10).nullable(),
    /** The current rank's code (ranks table); the monthly rank job moves it. */
    rankCode: p.string().length(40).default(BASE_RANK),
    rankSince: p.datetime().nullable(),
    /** The staff member who looks after this blogger (assigned in the admin area, or inherited from the sponsor). */
    manager: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
    /** When the latest placement got its ERID: the team status reads it (docs/decisions/051-team-statuses.md). */
    lastIntegrationAt: p.datetime().nullable(),
    /** Lower-cased name, nickname, e-mail and phone digits for team search; kept by the ORM on every change. */
    searchText: p.string().length(700).default('').onCreate(searchTextOf).onUpdate(searchTextOf),
    ...timestamps(),
  },
});

export type User = InferEntity<typeof User>;

// Typed structurally: naming `User` here would make the entity's inferred type refer to itself.
function searchTextOf(
  u: Record<'firstName' | 'lastName' | 'surname' | 'nickname' | 'email' | 'phone', string | null>,
): string {
  return teamSearchKey([u.firstName, u.lastName, u.surname, u.nickname, u.email, phoneDigits(u.phone)]);
}
