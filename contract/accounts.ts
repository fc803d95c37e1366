import * as v from 'valibot';
import { Msg } from './messages.ts';
import { HttpUrl, plainText, requiredText } from './validation.ts';

/** Social networks of SPEC §3. */
export const NETWORKS = [
  'vk',
  'instagram',
  'telegram',
  'youtube',
  'dzen',
  'tiktok',
  'ok',
  'rutube',
  'pinterest',
] as const;
export const Network = v.picklist(NETWORKS, Msg.required.id);
export type Network = v.InferOutput<typeof Network>;

export const ACCOUNT_STATUSES = ['review', 'approved', 'rejected', 'hidden'] as const;
export const AccountStatus = v.picklist(ACCOUNT_STATUSES);
export type AccountStatus = v.InferOutput<typeof AccountStatus>;

/** SPEC §5: ≥ 8 characters, an uppercase, a lowercase, a digit and one of ! # $ % ^ & *. */
export const Password = v.pipe(
  v.string(Msg.required.id),
  v.nonEmpty(Msg.required.id),
  v.maxLength(128, Msg.too_long.id),
  v.regex(/^(?=.*[a-zа-яё])(?=.*[A-ZА-ЯЁ])(?=.*\d)(?=.*[!#$%^&*]).{8,}$/u, Msg.password_rule.id),
);

export const Email = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.nonEmpty(Msg.required.id),
  v.toLowerCase(),
  v.email(Msg.invalid_email.id),
  v.maxLength(254, Msg.too_long.id),
);

export const Phone = v.pipe(requiredText(32), v.regex(/^\+?[\d\s()-]{7,20}$/, Msg.invalid_value.id));

/** Follower counts arrive from forms as strings; "Введите число" when they are not whole numbers. */
export const Count = v.pipe(
  v.union([v.number(Msg.number.id), v.pipe(v.string(Msg.number.id), v.trim(), v.nonEmpty(Msg.required.id))]),
  v.transform((value) => (typeof value === 'number' ? value : Number(value))),
  v.number(Msg.number.id),
  v.integer(Msg.number.id),
  v.minValue(0, Msg.number.id),
  v.maxValue(1_000_000_000, Msg.invalid_value.id),
);

/** INN: 10 digits (organisations) or 12 (individuals). */
export const Inn = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.regex(/^(\d{10}|\d{12})$/, Msg.inn_digits.id),
);

/** Registration step 1: the account itself (creates the user with access = 10). */
export const SignUpBody = v.object({
  first_name: requiredText(100),
  phone: Phone,
  email: Email,
  password: Password,
  /** The inviter's login (referral link part) or e-mail; becomes the sponsor (team line 1). */
  inviter: v.optional(plainText(254)),
  personal_data_consent: v.literal(true, Msg.required.id),
  marketing_consent: v.optional(v.boolean(), false),
});
export type SignUpBody = v.InferOutput<typeof SignUpBody>;
export type SignUpInput = v.InferInput<typeof SignUpBody>;

/** Registration step 2 (access = 10 → 0): the blogger's audience; then the account goes to review. */
export const RegistrationDetailsBody = v.object({
  nickname: requiredText(100),
  telegram: requiredText(100),
  self_employed: v.optional(v.boolean(), false),
  network: Network,
  account_url: HttpUrl(500),
  followers: Count,
  inn: v.optional(v.union([v.literal(''), Inn]), ''),
  country: requiredText(100),
});
export type RegistrationDetailsBody = v.InferOutput<typeof RegistrationDetailsBody>;
export type RegistrationDetailsInput = v.InferInput<typeof RegistrationDetailsBody>;

export const SocialAccount = v.object({ network: Network, url: v.string(), followers: v.number() });
export type SocialAccount = v.InferOutput<typeof SocialAccount>;

export const RecoveryRequestBody = v.object({ email: Email });
export const RecoveryChangeBody = v.object({
  token: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
  password: Password,
});
export type RecoveryChangeBody = v.InferOutput<typeof RecoveryChangeBody>;
