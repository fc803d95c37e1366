/**
 * The `?ref` of a referral link outlives the landing visit (decision 057): a first-party cookie keeps it for
 * 30 days, so the join buttons, the header's join link and the registration form's inviter get it even when
 * the visitor browsed other pages, opened a new tab or came back the next day.
 */
import { deleteCookie, getCookie, setCookie } from './cookies.ts';

export const REFERRAL_COOKIE = 'ref';
export const REFERRAL_MAX_AGE_S = 30 * 24 * 60 * 60;
export const REFERRAL_MAX_LENGTH = 64;

/** A login / referral link part (letters, digits) or an e-mail; nothing else is kept or passed on. */
const SHAPE = /^[\p{L}\p{N}._%+-]+(@[\p{L}\p{N}.-]+\.[\p{L}]{2,})?$/u;

/** The trimmed value when it has the shape of an inviter, otherwise null. */
export function validReferral(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length === 0 || trimmed.length > REFERRAL_MAX_LENGTH) return null;
  return SHAPE.test(trimmed) ? trimmed : null;
}

/** Keeps a valid referral (the latest link followed wins); an invalid one changes nothing. */
export function rememberReferral(value: string | null | undefined): string | null {
  const valid = validReferral(value);
  if (valid) setCookie(REFERRAL_COOKIE, valid, REFERRAL_MAX_AGE_S);
  return valid;
}

/** The kept referral, re-validated (the cookie could have been edited). */
export function storedReferral(): string | null {
  const kept = getCookie(REFERRAL_COOKIE);
  if (kept !== null && !validReferral(kept)) deleteCookie(REFERRAL_COOKIE);
  return validReferral(kept);
}

/** `/user/register`, with `?ref=` when there is one. */
export const registerPath = (referral: string | null | undefined): string =>
  referral ? `/user/register?ref=${encodeURIComponent(referral)}` : '/user/register';
