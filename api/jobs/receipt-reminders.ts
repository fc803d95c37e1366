/**
 * Hourly: reminds self-employed bloggers of income receipts due within 3 days, and once more when one is
 * overdue (docs/decisions/067). Each reminder is claimed by a conditional update, so several instances
 * send it once.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { asLocale, baseUrlFor } from '../lib/links.ts';
import { remindReceipts } from '../modules/tax/receipts.service.ts';

const rubles = (minor: number) => `${(minor / 100).toFixed(2)} ₽`;
const dotted = (day: string) => day.split('-').reverse().join('.');

export function runReceiptReminders(
  app: FastifyInstance,
  config: Config,
  em: EntityManager,
  at: Date,
): Promise<number> {
  return remindReceipts(em, at, (to, task) => {
    const locale = asLocale(to.locale);
    app.mailer.send(
      to.email,
      {
        kind: 'receipt_reminder',
        overdue: task.kind === 'overdue',
        amount: rubles(task.amount),
        due: dotted(task.dueDay),
        link: `${baseUrlFor(config, locale)}/user/wallet`,
      },
      locale,
    );
  });
}
