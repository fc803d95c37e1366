/** Stores a rendered mail in the local outbox (the mailer plugin's delivery when there is no SMTP_URL). */
import type { MikroORM } from '@mikro-orm/core';
import type { RenderedMail } from '../../lib/mail-templates.ts';
import { OutboxMail } from './mail.entity.ts';

export async function saveToOutbox(orm: MikroORM, to: string, mail: RenderedMail): Promise<void> {
  const em = orm.em.fork();
  em.create(OutboxMail, { to, subject: mail.subject.slice(0, 200), text: mail.text, html: mail.html });
  await em.flush();
}
