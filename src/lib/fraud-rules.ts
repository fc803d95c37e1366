import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FraudRule } from '#contract/fraud.ts';

/** Why an order was held, as staff and the blogger read it (docs/decisions/070). */
export const FRAUD_RULE_REASONS: Record<FraudRule, MessageDescriptor> = {
  self_referral: msg`The customer is the seller, someone above them or in their own team`,
  several_bloggers: msg`The same customer bought through several bloggers within the attribution window`,
  disposable_email: msg`The customer used a disposable e-mail address`,
  paid_click: msg`The referral click came from a paid search or social ad`,
  shared_payout: msg`The seller's payout account is shared with another blogger`,
};
