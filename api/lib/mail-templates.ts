/**
 * Mail texts in Russian and English ("by" reads Russian). Each mail is plain text plus a simple HTML copy
 * under the configured brand's name, logo and colour (decision 066); every interpolated value is escaped
 * for the HTML part.
 */
import { brandColors } from '#contract/brand.ts';
import { type CatalogLocale, catalogLocale, EMAIL_CODE_TTL_MS, type Locale } from '#contract/limits.ts';
import { REPORT_REMIND_DAYS as REMIND_DAYS } from '#contract/ord.ts';

export type MailTemplate =
  | { kind: 'approved'; link: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'recovery'; link: string }
  | { kind: 'email_code'; code: string }
  // Notifications: by Telegram, or by e-mail for bloggers without it (api/plugins/notifier.ts).
  | { kind: 'placement_ready'; erid: string; creativeId: string; link: string }
  | { kind: 'placement_rejected'; reason: string; creativeId: string; link: string }
  | { kind: 'order_review'; released: boolean; order: string; reason: string | null }
  | { kind: 'act_issued'; number: number; month: string; link: string }
  /** A leaked promocode retired by staff: the new code, and when the old one stops (docs/decisions/078). */
  | { kind: 'promocode_retired'; code: string; replacement: string; until: string; link: string }
  /** A self-employed payout's income receipt is due soon, or overdue (docs/decisions/067). */
  | { kind: 'receipt_reminder'; overdue: boolean; amount: string; due: string; link: string }
  /** A month's impressions of a placement to enter, and soon due (docs/decisions/075). `month` is yyyy-mm. */
  | { kind: 'report_reminder'; soon: boolean; network: string; month: string; due: string; link: string }
  /** Staff refused a month's figures: enter them again. */
  | { kind: 'report_rejected'; network: string; month: string; reason: string; link: string };

/** yyyy-mm as a mail writes it: 10.2026. */
const monthText = (month: string) => month.split('-').reverse().join('.');
/** yyyy-mm-dd as a mail writes it: 25.11.2026. */
const dayText = (day: string) => day.split('-').reverse().join('.');

/** The brand as mails show it: the logo is an absolute address (mail clients have no base URL). */
export interface MailBrand {
  name: string;
  color: string;
  logoUrl: string;
}

const SIGN_OFF: Record<CatalogLocale, (brand: string) => string> = {
  ru: (brand) => `Команда ${brand}`,
  en: (brand) => `The ${brand} team`,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const CODE_MINUTES = EMAIL_CODE_TTL_MS / 60_000;

type Lines = { subject: string; lines: string[] };
type Texts = {
  [K in MailTemplate['kind']]: (m: Extract<MailTemplate, { kind: K }>, brand: string) => Lines;
};

const TEXTS: Record<CatalogLocale, Texts> = {
  ru: {
    approved: (m, brand) => ({
      subject: 'Ваш аккаунт одобрен',
      lines: [
        'Здравствуйте!',
        `Ваша заявка в программу амбассадоров ${brand} одобрена.`,
        'Войдите и пройдите онбординг:',
        m.link,
      ],
    }),
    rejected: (m, brand) => ({
      subject: 'Заявка отклонена',
      lines: [
        'Здравствуйте!',
        `К сожалению, ваша заявка в программу амбассадоров ${brand} отклонена.`,
        `Причина: ${m.reason}`,
      ],
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
    placement_ready: (m) => ({
      subject: 'Размещение прошло модерацию',
      lines: [
        'Размещение прошло модерацию. Публикуйте его с ERID-токеном:',
        `ERID: ${m.erid}`,
        `ID креатива: ${m.creativeId}`,
        m.link,
      ],
    }),
    placement_rejected: (m) => ({
      subject: 'Размещение не прошло модерацию',
      lines: [
        `Причина: ${m.reason}`,
        `Исправьте размещение и отправьте снова или напишите в поддержку, указав ID креатива ${m.creativeId}.`,
        m.link,
      ],
    }),
    order_review: (m) => ({
      subject: m.released ? 'Комиссия прошла проверку' : 'Комиссия отменена после проверки',
      lines: m.released
        ? ['Здравствуйте!', `Комиссия по заказу ${m.order} прошла проверку и начислена в доход.`]
        : [
            'Здравствуйте!',
            `Комиссия по заказу ${m.order} отменена после проверки.`,
            `Причина: ${m.reason ?? ''}`,
          ],
    }),
    promocode_retired: (m) => ({
      subject: `Промокод ${m.code} заменён`,
      lines: [
        'Здравствуйте!',
        `Промокод ${m.code} попал в открытый доступ: по нему покупают намного больше, чем приводят ваши ссылки и размещения (например, с сайтов купонов).`,
        `Заказы по нему засчитываются вам до ${m.until}, потом перестают. Ваш новый промокод: ${m.replacement}. Замените код в своих публикациях:`,
        m.link,
      ],
    }),
    act_issued: (m) => ({
      subject: `Акт № ${m.number} за ${m.month}`,
      lines: ['Здравствуйте!', `Закрывающий акт № ${m.number} за ${m.month} готов. Скачать PDF:`, m.link],
    }),
    report_reminder: (m) => ({
      subject: m.soon
        ? `Осталось ${REMIND_DAYS} дня: показы за ${monthText(m.month)}`
        : `Внесите показы за ${monthText(m.month)}`,
      lines: [
        'Здравствуйте!',
        `Внесите показы размещения в ${m.network} за ${monthText(m.month)} со скриншотом статистики соцсети до ${dayText(m.due)}: мы передаём их в реестр рекламы (ЕРИР).`,
        m.link,
      ],
    }),
    report_rejected: (m) => ({
      subject: `Показы за ${monthText(m.month)} не приняты`,
      lines: [
        `Показы размещения в ${m.network} за ${monthText(m.month)} не приняты.`,
        `Причина: ${m.reason}`,
        'Внесите их снова со скриншотом статистики:',
        m.link,
      ],
    }),
    receipt_reminder: (m) => ({
      subject: m.overdue ? 'Чек по выплате просрочен' : 'Пора сформировать чек в «Мой налог»',
      lines: [
        m.overdue
          ? `Срок чека по выплате ${m.amount} прошёл ${m.due}. Пока чека нет, новый вывод недоступен.`
          : `Сформируйте в «Мой налог» чек на выплату ${m.amount} до ${m.due} и добавьте ссылку на него в кошельке:`,
        m.link,
      ],
    }),
  },
  en: {
    approved: (m, brand) => ({
      subject: 'Your account is approved',
      lines: [
        'Hello!',
        `Your application to the ${brand} ambassador programme is approved.`,
        'Sign in and complete the onboarding:',
        m.link,
      ],
    }),
    rejected: (m, brand) => ({
      subject: 'Application declined',
      lines: [
        'Hello!',
        `Unfortunately, your application to the ${brand} ambassador programme was declined.`,
        `Reason: ${m.reason}`,
      ],
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
    placement_ready: (m) => ({
      subject: 'Your placement passed moderation',
      lines: [
        'Your placement passed moderation. Publish it with its ERID token:',
        `ERID: ${m.erid}`,
        `Creative ID: ${m.creativeId}`,
        m.link,
      ],
    }),
    placement_rejected: (m) => ({
      subject: 'Your placement did not pass moderation',
      lines: [
        `Reason: ${m.reason}`,
        `Fix the placement and send it again, or contact support with the creative ID ${m.creativeId}.`,
        m.link,
      ],
    }),
    order_review: (m) => ({
      subject: m.released ? 'Commission passed review' : 'Commission cancelled after review',
      lines: m.released
        ? ['Hello!', `The commission on order ${m.order} passed review and is added to your income.`]
        : [
            'Hello!',
            `The commission on order ${m.order} was cancelled after review.`,
            `Reason: ${m.reason ?? ''}`,
          ],
    }),
    promocode_retired: (m) => ({
      subject: `Promo code ${m.code} replaced`,
      lines: [
        'Hello!',
        `Promo code ${m.code} has leaked: it is used far more than your links and posts bring (for example, from coupon sites).`,
        `Orders with it count for you until ${m.until}, then they stop. Your new promo code: ${m.replacement}. Replace the code in your posts:`,
        m.link,
      ],
    }),
    act_issued: (m) => ({
      subject: `Act No. ${m.number} for ${m.month}`,
      lines: ['Hello!', `Closing act No. ${m.number} for ${m.month} is ready. Download the PDF:`, m.link],
    }),
    report_reminder: (m) => ({
      subject: m.soon
        ? `${REMIND_DAYS} days left: impressions for ${monthText(m.month)}`
        : `Enter the impressions for ${monthText(m.month)}`,
      lines: [
        'Hello!',
        `Enter the impressions of your ${m.network} placement for ${monthText(m.month)}, with a screenshot of the network's statistics, by ${dayText(m.due)}: we pass them on to the ad registry.`,
        m.link,
      ],
    }),
    report_rejected: (m) => ({
      subject: `Impressions for ${monthText(m.month)} not accepted`,
      lines: [
        `The impressions of your ${m.network} placement for ${monthText(m.month)} were not accepted.`,
        `Reason: ${m.reason}`,
        'Enter them again with a screenshot of the statistics:',
        m.link,
      ],
    }),
    receipt_reminder: (m) => ({
      subject: m.overdue ? 'A payout receipt is overdue' : 'Time to issue a receipt in «Мой налог»',
      lines: [
        m.overdue
          ? `The receipt for the payout of ${m.amount} was due on ${m.due}. New withdrawals wait until it is added.`
          : `Issue a receipt in «Мой налог» for the payout of ${m.amount} by ${m.due} and add its link in the wallet:`,
        m.link,
      ],
    }),
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const toHtml = (line: string) =>
  /^https?:\/\/\S+$/.test(line)
    ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
    : `<p>${escapeHtml(line)}</p>`;

/** A header with the logo and name on the brand's text-safe colour, the lines, and the team's sign-off. */
function htmlMail(lines: string[], signOff: string, brand: MailBrand): string {
  const { text } = brandColors(brand.color);
  const name = escapeHtml(brand.name);
  const header =
    `<div style="background:${text};color:#fff;padding:16px 20px;border-radius:12px 12px 0 0;font-weight:700;font-size:18px">` +
    `<img src="${escapeHtml(brand.logoUrl)}" alt="" width="28" height="28" style="vertical-align:middle;margin-right:10px;border-radius:6px">${name}</div>`;
  const body = `<div style="padding:8px 20px 20px;border:1px solid #e3e7eb;border-top:0;border-radius:0 0 12px 12px">${lines.map(toHtml).join('')}<p style="color:#5f6b76">${escapeHtml(signOff)}</p></div>`;
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#14171a;max-width:560px;margin:0 auto">${header}${body}</body></html>`;
}

export function renderMail(template: MailTemplate, locale: Locale, brand: MailBrand): RenderedMail {
  const language = catalogLocale(locale);
  const texts = TEXTS[language][template.kind] as (m: MailTemplate, brand: string) => Lines;
  const { subject, lines } = texts(template, brand.name);
  const signOff = SIGN_OFF[language](brand.name);
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${signOff}\n`,
    html: htmlMail(lines, signOff, brand),
  };
}
