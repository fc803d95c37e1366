/**
 * Password hashing with argon2id from node:crypto (Node 24), OWASP's minimum profile: m=19 MiB, t=2, p=1.
 * Stored as a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) so parameters can be raised later
 * without breaking existing hashes.
 */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

function derive(
  password: string,
  salt: Buffer,
  p: { memory: number; passes: number; parallelism: number },
  tagLength: number,
) {
  return new Promise<Buffer>((resolve, reject) =>
    argon2('argon2id', { message: password, nonce: salt, ...p, tagLength }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PARAMS, PARAMS.tagLength);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Constant-time check; a malformed stored hash simply fails. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const [, memory, passes, parallelism, salt, hash] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** Computes the dummy hash ahead of time, so even the first unknown e-mail costs exactly one check. */
export const prepareDummyHash = (): Promise<string> => (dummy ??= hashPassword('dummy-password-for-timing'));

/**
 * Burns the same time as a real check, for unknown e-mails, so response timing does not reveal which
 * addresses have accounts.
 */
export async function dummyVerify(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}
