/** The customer identity the brand computes (docs/customer-identity.md): the examples there are these. */
import { describe, expect, it } from 'vitest';
import {
  emailHash,
  isDisposableDomain,
  normaliseEmail,
  normalisePhone,
  phoneHash,
} from '../../api/modules/fraud/identity.ts';

describe('customer identity', () => {
  it('normalises e-mails: case, spaces, +tags, and Gmail dots and googlemail', () => {
    expect(normaliseEmail(' J.Doe+shop@GoogleMail.com ')).toBe('jdoe@gmail.com');
    expect(normaliseEmail('Anna.Petrova+1@Yandex.ru')).toBe('anna.petrova@yandex.ru');
    expect(normaliseEmail('no-at-sign')).toBeNull();
    expect(normaliseEmail('+tag@example.com')).toBeNull();
  });

  it('normalises phones to international digits', () => {
    expect(normalisePhone('+7 (999) 123-45-67')).toBe('79991234567');
    expect(normalisePhone('8 999 123 45 67')).toBe('79991234567');
    expect(normalisePhone('+971 50 123 4567')).toBe('971501234567');
    expect(normalisePhone('12')).toBeNull();
  });

  it('hashes the normalised value as lower-case hex SHA-256 (the documented examples)', () => {
    expect(emailHash('J.Doe+shop@GoogleMail.com')).toBe(
      '910789803908d9ab8a57b28ff0af7ab81b9607356aef6f18d8499eb1489ed8ab',
    );
    expect(phoneHash('+7 (999) 123-45-67')).toBe(
      '3ea3b0328a0f8f8056414a434a80f7625bfe7f5317c055fac455076b255e6716',
    );
  });

  it('knows throwaway domains and their wildcard subdomains', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('x.33mail.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
  });
});
