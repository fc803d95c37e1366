import { describe, expect, it } from 'vitest';
import { dummyVerify, hashPassword, verifyPassword } from '../../api/lib/password.ts';
import { bearerToken, hashToken, newToken } from '../../api/modules/auth/tokens.ts';

describe('passwords', () => {
  it('stores argon2id with its parameters and a fresh 16-byte salt', async () => {
    const a = await hashPassword('Secret1!');
    const b = await hashPassword('Secret1!');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret1!', a)).toBe(true);
    expect(await verifyPassword('secret1!', a)).toBe(false);
    expect(await verifyPassword('Secret1!', 'not-a-hash')).toBe(false);
    expect(await dummyVerify('Secret1!')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256-bit base64url and stored as SHA-256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
