/**
 * `app.notifier.send(user, template)`: a blogger's notifications go where they chose in onboarding
 * (`users.notify_by`): to their linked Telegram chat, or by e-mail when they went on without Telegram or
 * have no chat linked. Both carry the same text (the mail template's, under the brand). Sent in the
 * background like mail; `idle()` waits for the pending Telegram sends (tests, shutdown).
 */
import fp from 'fastify-plugin';
import type { NotifyBy } from '#contract/onboarding.ts';
import type { Config } from '../config.ts';
import { asLocale } from '../lib/links.ts';
import type { MailTemplate } from '../lib/mail-templates.ts';
import { sendTelegram } from '../lib/telegram.ts';

export interface Recipient {
  email: string;
  locale: string;
  notifyBy?: NotifyBy | null;
  telegramChatId?: string | null;
}

export interface Notifier {
  send(to: Recipient, template: MailTemplate): void;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default fp(
  async (app, { config }: { config: Pick<Config, 'telegram'> }) => {
    const { botToken } = config.telegram;
    const pending = new Set<Promise<unknown>>();

    const notifier: Notifier = {
      send(to, template) {
        const locale = asLocale(to.locale);
        if (to.notifyBy === 'email' || !to.telegramChatId) {
          app.mailer.send(to.email, template, locale);
          return;
        }
        // The sandbox bot (no token configured) has no chat to write to.
        if (!botToken) return;
        const { subject, text } = app.mailer.render(template, locale);
        const job = sendTelegram(botToken, to.telegramChatId, `${subject}\n\n${text}`)
          .then(() => app.log.info({ kind: template.kind }, 'telegram notification sent'))
          .catch((err) => app.log.error({ err, kind: template.kind }, 'telegram notification not sent'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async idle() {
        while (pending.size) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('notifier', notifier);
    app.addHook('preClose', async () => notifier.idle());
  },
  { name: 'notifier', dependencies: ['mailer'] },
);
