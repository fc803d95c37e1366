import * as v from 'valibot';
import { AccountStatus } from './accounts.ts';
import { Market } from './markets.ts';

export const Role = v.picklist(['ambassador', 'moderator', 'admin']);
export type Role = v.InferOutput<typeof Role>;

export const CooperationType = v.picklist(['self_employed', 'sole_proprietor', 'company']);
export type CooperationType = v.InferOutput<typeof CooperationType>;

export const SignInBody = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
});
export type SignInBody = v.InferOutput<typeof SignInBody>;

/** Sign-in and refresh answer with an opaque access token and a rotating refresh token. */
export const TokenPair = v.object({
  token: v.string(),
  refresh_token: v.string(),
  expires_in: v.number(),
});
export type TokenPair = v.InferOutput<typeof TokenPair>;

export const RefreshBody = v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(512)) });
export type RefreshBody = v.InferOutput<typeof RefreshBody>;

export const SignOutBody = v.object({ refresh_token: v.optional(v.pipe(v.string(), v.maxLength(512))) });
export type SignOutBody = v.InferOutput<typeof SignOutBody>;

/** Session user of SPEC §3 plus identity fields the client needs. */
export const SessionUser = v.object({
  id: v.string(),
  email: v.string(),
  role: Role,
  /** Review state: only approved accounts use the app; others see the registration result screens. */
  status: AccountStatus,
  inn: v.nullable(v.string()),
  residency: v.nullable(v.string()),
  type: v.nullable(CooperationType),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  /** Russia and Belarus (`ru`) or the UAE (`en`): the school, products and legal fields it gets. */
  market: Market,
  onboarding_completed: v.boolean(),
  access: v.number(),
  has_not_deleted: v.boolean(),
});
export type SessionUser = v.InferOutput<typeof SessionUser>;

/** Identity for the support chat widget (SPEC §3); guests get only the app id. */
export const SupportIdentity = v.object({
  app_id: v.nullable(v.string()),
  user: v.optional(
    v.object({
      id: v.string(),
      hash_mac: v.string(),
      fio: v.string(),
      first_name: v.string(),
      email: v.string(),
      regtime: v.string(),
      access_name: v.string(),
      ip: v.string(),
    }),
  ),
});
export type SupportIdentity = v.InferOutput<typeof SupportIdentity>;

export const SessionResponse = v.object({ user: SessionUser, support: SupportIdentity });
export type SessionResponse = v.InferOutput<typeof SessionResponse>;
