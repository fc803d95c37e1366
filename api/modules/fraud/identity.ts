/**
 * A customer's identity as the brand sends it and as we compute it for bloggers: SHA-256 (lower-case hex)
 * of the normalised e-mail or phone. The rules are in docs/customer-identity.md; tests pin the examples.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** Trimmed, lower-case; `+tag` dropped; for Gmail the dots of the local part too, googlemail → gmail. */
export function normaliseEmail(email: string): string | null {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 1) return null;
  const text = email.trim().toLowerCase();
  let local = text.slice(0, at).split('+')[0] ?? '';
  let domain = text.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return local && domain ? `${local}@${domain}` : null;
}

/** Digits only, in international form: a Russian trunk `8XXXXXXXXXX` becomes `7XXXXXXXXXX`. */
export function normalisePhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const emailHash = (email: string | null | undefined) => {
  const n = email ? normaliseEmail(email) : null;
  return n ? sha256(n) : null;
};
export const phoneHash = (phone: string | null | undefined) => {
  const n = phone ? normalisePhone(phone) : null;
  return n ? sha256(n) : null;
};

const require = createRequire(import.meta.url);
/**
 * The package's 120 000 domains (and the ones whose every subdomain is disposable too), read on the first
 * check rather than at start: they hold ~10 MB that an idle server does not need.
 */
let lists: { exact: Set<string>; wildcard: Set<string> } | undefined;
const disposable = () => {
  lists ??= {
    exact: new Set<string>(require('disposable-email-domains') as string[]),
    wildcard: new Set<string>(require('disposable-email-domains/wildcard.json') as string[]),
  };
  return lists;
};

/** Whether an e-mail domain belongs to a throwaway-mail service (the package's list, with its wildcards). */
export function isDisposableDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  const { exact, wildcard } = disposable();
  if (exact.has(d)) return true;
  const parts = d.split('.');
  for (let i = 1; i < parts.length - 1; i++) if (wildcard.has(parts.slice(i).join('.'))) return true;
  return wildcard.has(d);
}
