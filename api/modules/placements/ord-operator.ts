/** Picks the ad-marking operator named by `ORD_OPERATOR` (one instance per app: the sandbox keeps its tokens). */
import type { Config } from '../../config.ts';
import { type OrdOperator, sandboxOperator } from './ord.ts';
import { vkOperator } from './ord-vk.ts';

export function ordOperator(config: Pick<Config, 'ordOperator' | 'ord'>): OrdOperator {
  switch (config.ordOperator) {
    case 'sandbox':
      return sandboxOperator();
    case 'vk':
      return vkOperator(config.ord);
  }
}
