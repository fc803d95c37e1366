import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Network } from '#contract/accounts.ts';
import { NETWORKS } from '#contract/accounts.ts';

/** Display names of the social networks: Russian ones by their Russian names on the Russian site. */
const NETWORK_NAMES: Record<Network, MessageDescriptor> = {
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

/** A network's name in the app's language; a code the app does not know reads as itself. */
export const networkName = (network: string): string => {
  const name = NETWORK_NAMES[network as Network] as MessageDescriptor | undefined;
  return name ? i18n._(name) : network;
};

export const networkOptions = () => NETWORKS.map((value) => ({ value, label: networkName(value) }));
