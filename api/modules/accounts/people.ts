/** How staff and bloggers are named and reached in answers (the admin staff list, the profile's manager). */
import type { User } from './accounts.entity.ts';

export const STAFF_ROLES = ['moderator', 'admin'] as const;

type Named = Pick<User, 'firstName' | 'lastName' | 'nickname' | 'email'>;

/** First and last name; the nickname or e-mail when neither is filled in. */
export const displayName = (u: Named): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.nickname || u.email;

/** The Telegram handle given at registration, else the one the bot linked (without its `@`). */
export const telegramOf = (u: Pick<User, 'telegram' | 'telegramUsername'>): string | null =>
  u.telegram || (u.telegramUsername ? `@${u.telegramUsername}` : null);
