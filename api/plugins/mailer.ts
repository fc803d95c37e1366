/**
 * `app.mailer.send(to, template, locale)`: renders and sends in the background so request timing does not
 * depend on the mail server (and does not reveal whether an address exists). With SMTP_URL mails go out
 * through nodemailer's SMTP transport; without it they go to `outbox` (the mail module stores them in the
 * local outbox table, which admins list). `idle()` waits for every pending send (tests, shutdown).
 */
import type { MikroORM } from '@mikro-orm/core';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import { DEFAULT_BRAND } from '#contract/brand.ts';
import type { Locale } from '#contract/limits.ts';
import type { Config } from '../config.ts';
import { type MailBrand, type MailTemplate, type RenderedMail, renderMail } from '../lib/mail-templates.ts';

export interface Mailer {
  send(to: string, template: MailTemplate, locale: Locale): void;
  /** The text under the configured brand, for another channel (a Telegram message). */
  render(template: MailTemplate, locale: Locale): RenderedMail;
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Deliver = (to: string, mail: RenderedMail) => Promise<unknown>;

/**
 * The sender: MAIL_FROM's address under the brand's name (the brand is configuration, decision 066), so
 * a rebrand needs no second setting; nodemailer encodes a non-ASCII name.
 */
export function mailSender(mailFrom: string, brandName: string): { name: string; address: string } {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  return { name: brandName, address: address.trim() };
}

function smtpDelivery(transport: Transporter, from: { name: string; address: string }): Deliver {
  return (to, mail) => transport.sendMail({ from, to, ...mail });
}

export interface MailerOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'brand' | 'publicUrl'>;
  /** Where mails go without SMTP_URL (passed in by app.ts, so this plugin imports no module). */
  outbox: (orm: MikroORM, to: string, mail: RenderedMail) => Promise<void>;
}

export default fp(
  async (app, { config, outbox }: MailerOptions) => {
    // Loaded only with SMTP_URL: nodemailer costs ~5 MB of memory a server using the outbox never needs.
    const transport = config.smtpUrl ? (await import('nodemailer')).createTransport(config.smtpUrl) : null;
    const deliver: Deliver = transport
      ? smtpDelivery(transport, mailSender(config.mailFrom, config.brand.name))
      : (to, mail) => outbox(app.orm, to, mail);
    const pending = new Set<Promise<unknown>>();
    // Mail clients rarely show SVG: the default logo goes out as its PNG icon.
    const logo =
      config.brand.logo_url === DEFAULT_BRAND.logo_url ? '/icons/icon-192.png' : config.brand.logo_url;
    const brand: MailBrand = {
      name: config.brand.name,
      color: config.brand.color,
      logoUrl: new URL(logo, `${config.publicUrl}/`).toString(),
    };

    const mailer: Mailer = {
      render: (template, locale) => renderMail(template, locale, brand),
      send(to, template, locale) {
        const mail = renderMail(template, locale, brand);
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
