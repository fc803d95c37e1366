/**
 * Hourly: reminds bloggers of the months' impressions to enter before the deadline, in the app (the
 * profile's "needs you now" lists them) and by their notification channel (decision 075). Each reminder is
 * claimed by a unique row, so several instances and re-runs send it once.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { asLocale, baseUrlFor } from '../lib/links.ts';
import { User } from '../modules/accounts/accounts.entity.ts';
import { remindReports } from '../modules/placements/ord-reminders.service.ts';

const NETWORK_TITLES: Record<string, string> = {
  vk: 'VK',
  telegram: 'Telegram',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

export function runOrdReminders(
  app: FastifyInstance,
  config: Config,
  em: EntityManager,
  at: Date,
): Promise<number> {
  return remindReports(em, at, async (ownerId, due, soon) => {
    const owner = await em.findOneOrFail(User, { id: ownerId });
    const link = `${baseUrlFor(config, asLocale(owner.locale))}/user/placements`;
    app.notifier.send(owner, {
      kind: 'report_reminder',
      soon,
      network: NETWORK_TITLES[due.network] ?? due.network,
      month: due.month,
      due: due.due,
      link,
    });
  });
}
