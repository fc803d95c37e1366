/**
 * Mail texts in Russian and English ("by" reads Russian). Each mail is plain text plus a simple HTML copy;
 * every interpolated value is escaped for the HTML part.
 */
import { type CatalogLocale, catalogLocale, EMAIL_CODE_TTL_MS, type Locale } from '#contract/limits.ts';

export type MailTemplate =
  | { kind: 'approved'; link: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'recovery'; link: string }
  | { kind: 'email_code'; code: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const CODE_MINUTES = EMAIL_CODE_TTL_MS / 60_000;

type Lines = { subject: string; lines: string[] };
type Texts = { [K in MailTemplate['kind']]: (m: Extract<MailTemplate, { kind: K }>) => Lines };

const TEXTS: Record<CatalogLocale, Texts> = {
  ru: {
    approved: (m) => ({
      subject: 'Ваш аккаунт одобрен',
      lines: ['Здравствуйте!', 'Ваша заявка одобрена. Войдите и пройдите онбординг:', m.link],
    }),
    rejected: (m) => ({
      subject: 'Заявка отклонена',
      lines: ['Здравствуйте!', 'К сожалению, ваша заявка отклонена.', `Причина: ${m.reason}`],
    }),
    recovery: (m) => ({
      subject: 'Восстановление пароля',
      lines: [
        'Чтобы задать новый пароль, откройте ссылку (действует 1 час):',
        m.link,
        'Если вы не запрашивали восстановление, просто проигнорируйте это письмо.',
      ],
    }),
    email_code: (m) => ({
      subject: 'Код подтверждения e-mail',
      lines: [`Ваш код: ${m.code}`, `Код действует ${CODE_MINUTES} минут.`],
    }),
  },
  en: {
    approved: (m) => ({
      subject: 'Your account is approved',
      lines: ['Hello!', 'Your application is approved. Sign in and complete the onboarding:', m.link],
    }),
    rejected: (m) => ({
      subject: 'Application declined',
      lines: ['Hello!', 'Unfortunately, your application was declined.', `Reason: ${m.reason}`],
    }),
    recovery: (m) => ({
      subject: 'Password recovery',
      lines: [
        'To set a new password, open this link (valid for 1 hour):',
        m.link,
        'If you did not ask for this, just ignore this mail.',
      ],
    }),
    email_code: (m) => ({
      subject: 'E-mail confirmation code',
      lines: [`Your code: ${m.code}`, `The code is valid for ${CODE_MINUTES} minutes.`],
    }),
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const toHtml = (line: string) =>
  /^https?:\/\/\S+$/.test(line)
    ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
    : `<p>${escapeHtml(line)}</p>`;

export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  const texts = TEXTS[catalogLocale(locale)];
  const { subject, lines } = (texts[template.kind] as (m: MailTemplate) => Lines)(template);
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${lines.map(toHtml).join('')}</body></html>`,
  };
}
