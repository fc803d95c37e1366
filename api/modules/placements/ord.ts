/**
 * The ad-marking operator (ORD) that registers a creative with its advertiser, publisher, contract and
 * channel, issues its ERID token and takes the monthly impressions. Real operators differ per contract, so
 * the app talks to this interface only; `ORD_OPERATOR` picks the implementation (ord-operator.ts:
 * sandbox or ORD VK, docs/decisions/069-ord-vk.md). Every call is idempotent: objects are keyed by our own external ids.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { OrdObjectKind, OrdStatus } from '#contract/ord.ts';

export type PersonType = 'physical' | 'ip' | 'juridical';

/** One of the placement's materials (an image or a video, already stored), as the operator gets it. */
export interface MediaInput {
  externalId: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The stored bytes, read afresh for every upload (a resend reads them again). */
  open(): Promise<Readable>;
}

export interface MarkingInput {
  advertiser: { externalId: string; name: string; type: PersonType; inn: string };
  publisher: { externalId: string; name: string; type: PersonType; inn: string };
  /** The blogger's contract with the brand; `date` is yyyy-mm-dd. */
  contract: { externalId: string; date: string };
  /** The blogger's channel: the social account's URL. */
  pad: { externalId: string; name: string; url: string };
  creative: {
    externalId: string;
    form: string;
    kktu: string;
    brand: string;
    category: string;
    texts: string[];
    targetUrls: string[];
  };
  /** Uploaded before the creative, which refers to them by these external ids. */
  media: MediaInput[];
}

/** One month of one creative on one channel; the dates lie inside one calendar month. */
export interface StatisticsItem {
  creativeExternalId: string;
  padExternalId: string;
  impressions: number;
  dateStart: string;
  dateEnd: string;
}

export interface RegistryState {
  status: OrdStatus;
  messages: string[];
}

export interface OrdOperator {
  /** Idempotent by the external id: the same file sent again is the same media object. */
  uploadMedia(media: MediaInput): Promise<void>;
  registerCreative(input: MarkingInput): Promise<{ erid: string }>;
  /** Answers the operator's external ids of the items, in order. */
  sendStatistics(items: StatisticsItem[]): Promise<string[]>;
  registryStatus(kind: OrdObjectKind, externalId: string): Promise<RegistryState>;
}

/** The operator cannot be reached, answered too slowly or failed on its side: try again later. */
export class OrdUnavailable extends Error {
  override name = 'OrdUnavailable';
}

/** The operator refused our data (4xx): staff fix it and resend; retrying as it is would fail again. */
export class OrdRejected extends Error {
  override name = 'OrdRejected';
  readonly messages: string[];
  constructor(messages: string[]) {
    super(messages.join('; ') || 'rejected by the operator');
    this.messages = messages;
  }
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

/** A token shaped like a real one (`2Vtzqv…`, base58), for the sandbox and the demo. */
export const sandboxErid = () => `2Vtzqv${base58(randomBytes(12))}`;

/** Issues tokens without calling anyone (local and test use); one token per creative, as a real one does. */
export function sandboxOperator(): OrdOperator {
  const issued = new Map<string, string>();
  return {
    // Nothing leaves the machine: the sandbox only needs the creative's external id.
    async uploadMedia() {},
    async registerCreative(input) {
      const erid = issued.get(input.creative.externalId) ?? sandboxErid();
      issued.set(input.creative.externalId, erid);
      return { erid };
    },
    async sendStatistics(items) {
      return items.map((i) => `${i.creativeExternalId}__${i.padExternalId}__${i.dateStart.slice(0, 8)}01`);
    },
    async registryStatus() {
      return { status: 'verified', messages: [] };
    },
  };
}
