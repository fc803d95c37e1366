/**
 * Ads that are legal to run (docs/decisions/074-ad-rules.md). The rules are data (the `ad_rules` table,
 * seeded by a migration, edited by staff), each with its law, the day it applies from and its reason in
 * both catalog languages. One pure check decides for the server (before moderation and again before the
 * token) and for the form (before anything is sent), so both refuse for the same reason.
 */
import * as v from 'valibot';
import type { CatalogLocale } from './limits.ts';
import { Market } from './markets.ts';
import { Msg } from './messages.ts';
import { CalendarDate, HttpUrl, int, requiredText } from './validation.ts';

/** `banned_network`: no ads on that network at all; `blogger_registry`: a channel this big needs its entry. */
export const AD_RULE_KINDS = ['banned_network', 'blogger_registry'] as const;
export const AdRuleKind = v.picklist(AD_RULE_KINDS);
export type AdRuleKind = v.InferOutput<typeof AdRuleKind>;

/** The placement field a refusal belongs to: the form shows the reason under it. */
export const AD_RULE_FIELD: Record<AdRuleKind, 'network' | 'registry_entry'> = {
  banned_network: 'network',
  blogger_registry: 'registry_entry',
};

const RuleCode = v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/));
/** A network's name as the placement names it (lower case, digits, underscore). */
const NetworkName = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9_]{1,40}$/));
/** The follower count from which a channel needs its list entry: bounded like every stored number. */
export const MAX_RULE_FOLLOWERS = 1_000_000_000;

export const AdRule = v.object({
  code: RuleCode,
  kind: AdRuleKind,
  market: Market,
  /** banned_network: the network it bans (any name: a banned network need not be one the app offers). */
  network: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/))),
  /** blogger_registry: the follower count from which the registry entry is required. */
  min_followers: v.nullable(int(1)),
  law: requiredText(200),
  /** yyyy-mm-dd: the first day the rule applies. */
  in_force_from: CalendarDate,
  reason_ru: requiredText(500),
  reason_en: requiredText(500),
  /** Switched off, a rule is kept (with its law and reasons) but refuses nothing. */
  active: v.boolean(),
});
export type AdRule = v.InferOutput<typeof AdRule>;

const ruleFields = {
  market: Market,
  network: v.optional(v.nullable(v.union([v.literal(''), NetworkName])), null),
  min_followers: v.optional(v.nullable(int(1, MAX_RULE_FOLLOWERS)), null),
  law: requiredText(200),
  in_force_from: CalendarDate,
  reason_ru: requiredText(500),
  reason_en: requiredText(500),
  active: v.optional(v.boolean(), true),
};

type Shape = { kind: AdRuleKind; network: string | null; min_followers: number | null };
/** Each kind needs its own figure: the network a ban names, the follower count a registry rule starts at. */
const hasNetwork = (r: Shape) => r.kind !== 'banned_network' || Boolean(r.network);
const hasFollowers = (r: Shape) => r.kind !== 'blogger_registry' || r.min_followers != null;

/** A new rule (POST admin/ad-rules): the code is its name for good, like the seeded ones. */
export const AdRuleCreateBody = v.pipe(
  v.object({ code: RuleCode, kind: AdRuleKind, ...ruleFields }),
  v.forward(
    v.check((r) => hasNetwork(r), Msg.required.id),
    ['network'],
  ),
  v.forward(
    v.check((r) => hasFollowers(r), Msg.required.id),
    ['min_followers'],
  ),
);
export type AdRuleCreateBody = v.InferOutput<typeof AdRuleCreateBody>;

/** What staff may change in a rule (PUT admin/ad-rules/:code); the code and kind stay. Absent: unchanged. */
export const AdRuleUpdateBody = v.object({
  market: v.optional(Market),
  network: v.optional(v.nullable(v.union([v.literal(''), NetworkName]))),
  min_followers: v.optional(v.nullable(int(1, MAX_RULE_FOLLOWERS))),
  law: v.optional(requiredText(200)),
  in_force_from: v.optional(CalendarDate),
  reason_ru: v.optional(requiredText(500)),
  reason_en: v.optional(requiredText(500)),
  active: v.optional(v.boolean()),
});
export type AdRuleUpdateBody = v.InferOutput<typeof AdRuleUpdateBody>;

/** The rule as it would be after a change, checked like a new one (the staff form checks the same). */
export const AdRuleShape = v.pipe(
  v.object({
    kind: AdRuleKind,
    network: v.nullable(v.string()),
    min_followers: v.nullable(v.number()),
  }),
  v.forward(
    v.check((r) => hasNetwork(r), Msg.required.id),
    ['network'],
  ),
  v.forward(
    v.check((r) => hasFollowers(r), Msg.required.id),
    ['min_followers'],
  ),
);

/** Only the kind's own figure is kept: a ban has no follower count, a registry rule no network. */
export function normalizeRule<T extends Pick<Shape, 'kind'> & Partial<Shape>>(rule: T): T {
  return rule.kind === 'banned_network'
    ? { ...rule, network: rule.network || null, min_followers: null }
    : { ...rule, network: null };
}

/** A Roskomnadzor list entry is given as the link to it, the one the blogger puts in the channel's bio. */
export const RegistryEntry = v.optional(v.union([v.literal(''), HttpUrl(500)]), '');

export interface PlacementFacts {
  market: Market;
  network: string;
  /** The channel's followers: the larger of what the placement and the blogger's account say. */
  followers: number;
  registryEntry: string;
}

/** The rules a placement breaks on `today` (yyyy-mm-dd), in the rules' order. Pure. */
export function brokenRules(rules: readonly AdRule[], p: PlacementFacts, today: string): AdRule[] {
  return rules.filter((rule) => {
    if (!rule.active || rule.market !== p.market || rule.in_force_from > today) return false;
    if (rule.kind === 'banned_network') return rule.network === p.network;
    return p.followers >= (rule.min_followers ?? 0) && p.registryEntry.trim() === '';
  });
}

/** The rules' days are Moscow days (UTC+3 all year, as contract/placements.ts MOSCOW_OFFSET says). */
export const moscowToday = (now = new Date()): string =>
  new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export const ruleReason = (rule: Pick<AdRule, 'reason_ru' | 'reason_en'>, locale: CatalogLocale) =>
  locale === 'en' ? rule.reason_en : rule.reason_ru;

/** The line the ad carries (38-ФЗ art. 18.1): «Реклама. <brand>, ИНН <inn>. erid: <token>». */
export const adLabel = (advertiser: { name: string; inn: string }, erid: string): string =>
  `Реклама. ${advertiser.name}, ИНН ${advertiser.inn}. erid: ${erid}`;

export const Advertiser = v.object({ name: v.string(), inn: v.string() });
export type Advertiser = v.InferOutput<typeof Advertiser>;

/**
 * GET ad-rules: what the signed-in account's market asks of an ad. `advertiser` is who the label names, and
 * null where Russian marking does not apply (the UAE market).
 */
export const AdMarking = v.object({
  market: Market,
  advertiser: v.nullable(Advertiser),
  rules: v.array(AdRule),
});
export type AdMarking = v.InferOutput<typeof AdMarking>;

/** The markets whose ads carry the Russian label and token (38-ФЗ art. 18.1). */
export const MARKED_MARKETS: readonly string[] = ['ru'];
