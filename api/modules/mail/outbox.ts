/** The local outbox: the mailer plugin's delivery when there is no SMTP_URL, and what staff read of it. */
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { OutboxMessage } from '#contract/moderation.ts';
import type { RenderedMail } from '../../lib/mail-templates.ts';
import { OutboxMail } from './mail.entity.ts';

const LATEST = 100;

/** Stores a rendered mail. */
export async function saveToOutbox(orm: MikroORM, to: string, mail: RenderedMail): Promise<void> {
  const em = orm.em.fork();
  em.create(OutboxMail, { to, subject: mail.subject.slice(0, 200), text: mail.text, html: mail.html });
  await em.flush();
}

/** The latest mails first (the admin outbox page). */
export async function listOutbox(em: EntityManager): Promise<OutboxMessage[]> {
  const rows = await em.find(OutboxMail, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: LATEST });
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    created_at: r.createdAt.toISOString(),
  }));
}
