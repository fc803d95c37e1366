import type { Network } from '#contract/accounts.ts';
import { NETWORKS } from '#contract/accounts.ts';

/** Display names of the social networks (brand names, the same in every language). */
export const NETWORK_NAMES: Record<Network, string> = {
  vk: 'VKontakte',
  instagram: 'Instagram',
  telegram: 'Telegram',
  youtube: 'YouTube',
  dzen: 'Yandex Zen',
  tiktok: 'TikTok',
  ok: 'Odnoklassniki',
  rutube: 'RuTube',
  pinterest: 'Pinterest',
};

export const NETWORK_OPTIONS = NETWORKS.map((value) => ({ value, label: NETWORK_NAMES[value] }));
