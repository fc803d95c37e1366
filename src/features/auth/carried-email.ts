/**
 * The e-mail typed on the sign-in page, carried to password recovery for this tab only (never in the URL).
 * Session storage rather than history state: the standalone sign-in page reaches recovery by a full page
 * load (decision 100), where no history state survives.
 */
const KEY = 'auth.typed-email';
/** A longer value is not an e-mail anyone typed (the contract caps e-mails well below this). */
const MAX_LENGTH = 320;

export function carryEmail(email: string): void {
  try {
    if (email && email.length <= MAX_LENGTH) sessionStorage.setItem(KEY, email);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked (private mode): recovery starts with an empty field.
  }
}

export function carriedEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
