import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Network } from '#contract/accounts.ts';
import { NETWORKS } from '#contract/accounts.ts';

/** Display names of the social networks: Russian ones by their Russian names on the Russian site. */
const OFFERED: Record<Network, MessageDescriptor> = {
  vk: msg`VKontakte`,
  instagram: msg`Instagram`,
  telegram: msg`Telegram`,
  youtube: msg`YouTube`,
  dzen: msg`Yandex Zen`,
  tiktok: msg`TikTok`,
  ok: msg`Odnoklassniki`,
  rutube: msg`RuTube`,
  pinterest: msg`Pinterest`,
};

/**
 * Names by code, as a Map: codes come from the server and the ad rules, never keys of a plain object. Facebook
 * is no network a blogger can pick, but the ad rules name it (decision 074).
 */
const NETWORK_NAMES = new Map<string, MessageDescriptor>([
  ...Object.entries(OFFERED),
  ['facebook', msg`Facebook`],
]);

/** A network's name in the app's language; a code the app does not know reads as itself. */
export const networkName = (network: string): string => {
  const name = NETWORK_NAMES.get(network);
  return name ? i18n._(name) : network;
};

export const networkOptions = () => NETWORKS.map((value) => ({ value, label: networkName(value) }));
