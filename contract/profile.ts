import * as v from 'valibot';
import { Email, Password, Phone } from './accounts.ts';
import { CooperationType } from './auth.ts';
import { Residency } from './legal-fields.ts';
import { EMAIL_CODE_LENGTH } from './limits.ts';
import { Market } from './markets.ts';
import { Msg } from './messages.ts';
import { plainText, requiredText } from './validation.ts';

/** SPEC §5: the referral link part is letters only, no spaces or special characters. */
export const ReferralCode = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.nonEmpty(Msg.required.id),
  v.regex(/^\p{L}+$/u, Msg.referral_chars.id),
  v.maxLength(32, Msg.too_long.id),
);

/** User profile of SPEC §3 as the owner sees it. */
export const Profile = v.object({
  id: v.string(),
  email: v.string(),
  nickname: v.nullable(v.string()),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  surname: v.nullable(v.string()),
  country: v.nullable(v.string()),
  city: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  referral_code: v.nullable(v.string()),
  referral_link: v.nullable(v.string()),
  /** The current rank with both names: the client shows the one of its language (no refetch on a switch). */
  rank: v.object({ code: v.string(), name_ru: v.string(), name_en: v.string() }),
  /** Everyone listed in the 4 lines below (hidden and rejected accounts are not counted). */
  partner_count: v.number(),
  /** The staff member who looks after the blogger, with the contacts they can be written to at. */
  manager: v.nullable(
    v.object({
      name: v.string(),
      email: v.string(),
      telegram: v.nullable(v.string()),
      phone: v.nullable(v.string()),
    }),
  ),
  /** The account's market decides which legal fields below it has (docs/decisions/065-uae-market.md). */
  market: Market,
  inn: v.nullable(v.string()),
  residency: v.nullable(Residency),
  type: v.nullable(CooperationType),
  id_number: v.nullable(v.string()),
  iban: v.nullable(v.string()),
  bank_name: v.nullable(v.string()),
  licence_number: v.nullable(v.string()),
  trn: v.nullable(v.string()),
  pending_email: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof Profile>;

export const ProfileUpdateBody = v.partial(
  v.object({
    nickname: requiredText(100),
    first_name: requiredText(100),
    last_name: plainText(100),
    surname: plainText(100),
    country: requiredText(100),
    city: plainText(100),
    phone: Phone,
    referral_code: ReferralCode,
  }),
);
export type ProfileUpdateBody = v.InferOutput<typeof ProfileUpdateBody>;

export const EmailChangeBody = v.object({ email: Email });
export const EmailCodeBody = v.object({
  code: v.pipe(
    v.string(Msg.required.id),
    v.trim(),
    v.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), Msg.invalid_value.id),
  ),
});

export const PasswordChangeBody = v.object({
  current_password: v.pipe(v.string(Msg.required.id), v.nonEmpty(Msg.required.id)),
  password: Password,
});
export type PasswordChangeBody = v.InferOutput<typeof PasswordChangeBody>;

/** Hiding the profile is final for the user, so it asks for the password as confirmation. */
export const HideProfileBody = v.object({
  password: v.pipe(v.string(Msg.required.id), v.nonEmpty(Msg.required.id)),
});

/** Avatars: images only, at most this size. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
