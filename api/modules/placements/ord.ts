/**
 * The ad-marking operator (ORD) that registers a creative and issues its ERID token. Real operators differ
 * per contract, so the app talks to this interface only; `ORD_OPERATOR` picks the implementation.
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

export interface CreativeInput {
  id: string;
  ownerId: string;
  format: string;
  text: string;
  targetUrl: string;
}

export interface OrdOperator {
  registerCreative(placement: CreativeInput): Promise<{ erid: string; creativeId: string }>;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** Our own creative reference (`CR-` + 8 characters), also given to rejected placements for support. */
export const newCreativeId = () => `CR-${base58(randomBytes(8)).slice(0, 8).toUpperCase()}`;

/** Issues tokens shaped like real ones (`2Vtzqv…`, base58) without calling anyone: local and test use. */
export const sandboxOperator: OrdOperator = {
  async registerCreative() {
    return { erid: `2Vtzqv${base58(randomBytes(12))}`, creativeId: newCreativeId() };
  },
};

export function ordOperator(name: Config['ordOperator']): OrdOperator {
  switch (name) {
    case 'sandbox':
      return sandboxOperator;
  }
}
