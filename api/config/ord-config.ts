/** The ad-marking operator's settings (docs/decisions/069-ord-vk.md), parsed from the environment. */
import type { Env } from './env-schema.ts';

export interface OrdConfig {
  /** ORD VK's base URL without a trailing slash, and its Bearer token (both required with ORD_OPERATOR=vk). */
  apiUrl: string;
  token: string;
  timeoutMs: number;
  /** The KKTU code every creative of the brand carries. */
  kktu: string;
  /** The brand as the advertiser of every creative. */
  advertiser: { name: string; inn: string };
}

/** Used only without ADVERTISER_INN, which the real operator requires (parseOrd refuses to start). */
const DEMO_ADVERTISER_INN = '7701234560';

export class OrdConfigError extends Error {}

export function parseOrd(e: Env): OrdConfig {
  if (e.ORD_OPERATOR === 'vk') {
    const missing = [
      ['ORD_API_URL', e.ORD_API_URL],
      ['ORD_API_TOKEN', e.ORD_API_TOKEN],
      ['ADVERTISER_NAME', e.ADVERTISER_NAME],
      ['ADVERTISER_INN', e.ADVERTISER_INN],
    ].filter(([, value]) => !value);
    if (missing.length)
      throw new OrdConfigError(
        `Invalid environment:\n  ${missing.map(([name]) => name).join(', ')}: required with ORD_OPERATOR=vk`,
      );
  }
  return {
    apiUrl: (e.ORD_API_URL ?? '').replace(/\/+$/, ''),
    token: e.ORD_API_TOKEN ?? '',
    timeoutMs: e.ORD_TIMEOUT_MS,
    kktu: e.ORD_KKTU,
    // The sandbox's demo INN (made up, with a valid check digit) so the demo's ad label is complete.
    advertiser: { name: e.ADVERTISER_NAME ?? e.BRAND_NAME, inn: e.ADVERTISER_INN ?? DEMO_ADVERTISER_INN },
  };
}
