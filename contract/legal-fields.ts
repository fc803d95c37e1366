/**
 * The legal and payout details an account gives, per market (docs/decisions/065-uae-market.md). Russia and
 * Belarus: INN, tax residency and the cooperation type (self-employed, sole proprietor, company). The UAE:
 * an Emirates ID (residents) or a passport (non-residents), the IBAN and bank the payout goes to, and, when
 * the creator has them, a trade licence / freelance permit and a VAT TRN. Neither market asks for the
 * other's fields. The body names its market; the server refuses one that is not the account's.
 */
import * as v from 'valibot';
import { Inn } from './accounts.ts';
import { CooperationType } from './auth.ts';
import { type MessageId, Msg } from './messages.ts';
import { plainText, requiredText } from './validation.ts';

export const Residency = v.picklist(['resident', 'non_resident'], Msg.required.id);
export type Residency = v.InferOutput<typeof Residency>;

const text = () => v.pipe(v.string(Msg.required.id), v.trim(), v.nonEmpty(Msg.required.id));
const compact = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** The Luhn check, which the last digit of an Emirates ID number satisfies. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 13616: the IBAN with its first four characters moved to the end, read as a number, is 1 mod 97. */
export function ibanValid(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of moved) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const EMIRATES_ID = /^784(19|20)\d{10}$/;
const PASSPORT = /^[A-Z0-9]{6,12}$/;

/**
 * What is wrong with an identity number for the residency, or null: residents give their Emirates ID
 * (784-YYYY-NNNNNNN-N, the UAE's code, the birth year, a serial and a Luhn digit), others their passport.
 */
export function idNumberIssue(residency: Residency, id: string): MessageId | null {
  if (residency === 'non_resident') return PASSPORT.test(id) ? null : 'passport_number';
  if (!EMIRATES_ID.test(id)) return 'emirates_id';
  return luhnValid(id) ? null : 'emirates_id_check';
}

/** An Emirates ID as it is printed: 784-1990-1234567-6. */
export const dashedEmiratesId = (d: string) =>
  `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}`;

/** A UAE IBAN: AE, 2 check digits, a 3-digit bank code and a 16-digit account (23 characters). */
export const UaeIban = v.pipe(
  text(),
  v.transform(compact),
  v.regex(/^AE\d{21}$/, Msg.iban_uae.id),
  v.check(ibanValid, Msg.iban_check.id),
);

/** The VAT Tax Registration Number: 15 digits; empty when the creator is not VAT-registered. */
export const Trn = v.pipe(plainText(20), v.transform(compact), v.regex(/^(\d{15})?$/, Msg.trn.id));

const Market = <M extends 'ru' | 'en'>(market: M) => v.literal(market, Msg.wrong_market.id);

export const RuDocumentsBody = v.object({
  market: Market('ru'),
  inn: Inn,
  residency: Residency,
  type: v.picklist(CooperationType.options, Msg.required.id),
});

const uae = {
  market: Market('en'),
  iban: UaeIban,
  bank_name: requiredText(100),
  /** A trade licence or freelance permit number, when the creator has one (optional). */
  licence_number: v.optional(plainText(50), ''),
  trn: v.optional(Trn, ''),
};
export const UaeDocumentsBody = v.object({
  ...uae,
  residency: Residency,
  /** The Emirates ID (residents) or the passport number (non-residents), checked against the residency. */
  id_number: v.pipe(text(), v.transform(compact), v.maxLength(20, Msg.too_long.id)),
});

/** PUT profile/documents: the account's market's details, and nothing of the other market. */
export const DocumentsBody = v.pipe(
  v.variant('market', [RuDocumentsBody, UaeDocumentsBody], Msg.wrong_market.id),
  // Runs even while other fields are wrong, so every message shows at once.
  v.rawCheck(({ dataset, addIssue }) => {
    const value = dataset.value as Partial<Record<string, unknown>>;
    const { market, residency, id_number: id } = value;
    if (market !== 'en' || !v.is(Residency, residency) || typeof id !== 'string' || id === '') return;
    const message = idNumberIssue(residency, id);
    if (message)
      addIssue({
        message,
        path: [{ type: 'object', origin: 'value', input: value, key: 'id_number', value: id }],
      });
  }),
  v.transform((d) =>
    d.market === 'en' && d.residency === 'resident' ? { ...d, id_number: dashedEmiratesId(d.id_number) } : d,
  ),
);
export type DocumentsBody = v.InferOutput<typeof DocumentsBody>;
export type DocumentsInput = v.InferInput<typeof DocumentsBody>;
