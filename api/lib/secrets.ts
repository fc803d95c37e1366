/**
 * Secrets not given in the environment are generated once and kept in `<VAR_DIR>/secrets.json` (0600) so
 * restarts keep signatures valid. Production must pass them explicitly.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_NAMES = ['SUPPORT_HMAC_SECRET', 'COOKIE_SECRET', 'SALES_WEBHOOK_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export class MissingSecretsError extends Error {
  readonly names: SecretName[];
  constructor(names: SecretName[]) {
    super(names.map((n) => `  ${n}: required in production`).join('\n'));
    this.names = names;
  }
}

export function resolveSecrets(
  given: Partial<Record<SecretName, string | null>>,
  varDir: string,
  production: boolean,
): Record<SecretName, string> {
  const missing = SECRET_NAMES.filter((n) => !given[n]);
  if (missing.length && production) throw new MissingSecretsError(missing);
  const file = join(varDir, 'secrets.json');
  const stored: Partial<Record<SecretName, string>> =
    missing.length && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const out = {} as Record<SecretName, string>;
  let changed = false;
  for (const name of SECRET_NAMES) {
    const value = given[name] ?? stored[name];
    if (value) {
      out[name] = value;
      continue;
    }
    out[name] = stored[name] = randomBytes(32).toString('base64url');
    changed = true;
  }
  if (changed) {
    mkdirSync(varDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return out;
}
