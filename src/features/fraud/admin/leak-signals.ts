import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeakSignal } from '#contract/leaks.ts';

/** Why a promocode looks leaked, as staff read it (docs/decisions/078). */
export const LEAK_SIGNAL_TEXT: Record<LeakSignal, MessageDescriptor> = {
  unexplained: msg`Far more orders than the blogger's link and placements explain`,
  region_burst: msg`A burst of orders from one region`,
  referrer_burst: msg`A burst of orders from one website`,
  coupon_site: msg`Orders came from coupon sites`,
};
