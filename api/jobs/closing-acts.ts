/**
 * Issues the last ended month's closing acts and mails each blogger a link to the Documents page
 * (docs/decisions/072). Runs hourly after the month close; issuing is idempotent, so a run that finds the
 * month not yet closed for someone simply issues that act on a later run.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { lastEndedMonth } from '#contract/money.ts';
import type { Config } from '../config.ts';
import { now as clockNow } from '../lib/clock.ts';
import { asLocale, baseUrlFor } from '../lib/links.ts';
import { User } from '../modules/accounts/accounts.entity.ts';
import { issueMonthActs } from '../modules/wallet/acts/acts.service.ts';

export async function runClosingActs(
  em: EntityManager,
  app: FastifyInstance,
  config: Config,
  now = clockNow(),
): Promise<number> {
  const month = lastEndedMonth(now);
  const issued = await issueMonthActs(em, month, config.acts.customer);
  for (const act of issued) {
    const user = await em.findOneOrFail(User, { id: act.owner.id }, { fields: ['email', 'locale'] });
    const locale = asLocale(user.locale);
    const link = `${baseUrlFor(config, locale)}/user/documents`;
    app.mailer.send(user.email, { kind: 'act_issued', number: act.number, month, link }, locale);
  }
  return issued.length;
}
