/**
 * `app.mailer.send(to, template, locale)`: renders and sends in the background so request timing does not
 * depend on the mail server (and does not reveal whether an address exists). With SMTP_URL mails go out
 * through nodemailer's SMTP transport; without it they are stored in the local outbox table, which admins
 * list. `idle()` waits for every pending send (tests, shutdown).
 */
import type { MikroORM } from '@mikro-orm/core';
import fp from 'fastify-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import type { Locale } from '../../../contract/limits.ts';
import type { Config } from '../../config.ts';
import { OutboxMail } from './mail.entity.ts';
import { type MailTemplate, type RenderedMail, renderMail } from './templates.ts';

export interface Mailer {
  send(to: string, template: MailTemplate, locale: Locale): void;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Deliver = (to: string, mail: RenderedMail) => Promise<unknown>;

function smtpDelivery(transport: Transporter, from: string): Deliver {
  return (to, mail) => transport.sendMail({ from, to, ...mail });
}

function outboxDelivery(orm: MikroORM): Deliver {
  return async (to, mail) => {
    const em = orm.em.fork();
    em.create(OutboxMail, { to, subject: mail.subject.slice(0, 200), text: mail.text, html: mail.html });
    await em.flush();
  };
}

export default fp(
  async (app, { config }: { config: Pick<Config, 'smtpUrl' | 'mailFrom'> }) => {
    const transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    const deliver = transport ? smtpDelivery(transport, config.mailFrom) : outboxDelivery(app.orm);
    const pending = new Set<Promise<unknown>>();

    const mailer: Mailer = {
      send(to, template, locale) {
        const mail = renderMail(template, locale);
        const job = deliver(to, mail)
          .then(() => app.log.info({ to, subject: mail.subject }, 'mail sent'))
          .catch((err) => app.log.error({ err, to, subject: mail.subject }, 'mail not sent'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async idle() {
        while (pending.size) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('mailer', mailer);
    // preClose: pending outbox writes still need the database, which closes in onClose.
    app.addHook('preClose', async () => mailer.idle());
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['orm'] },
);
