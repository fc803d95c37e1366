import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AdRuleKind } from '#contract/ad-rules.ts';

const KIND_LABELS: Record<AdRuleKind, MessageDescriptor> = {
  banned_network: msg`Banned network`,
  blogger_registry: msg`Roskomnadzor list of bloggers`,
};

/** What a rule of this kind refuses, in the app's language. */
export const kindLabel = (kind: AdRuleKind) => i18n._(KIND_LABELS[kind]);
