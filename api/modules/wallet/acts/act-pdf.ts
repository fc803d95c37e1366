/**
 * Renders an act from its frozen snapshot with pdfkit and the DejaVu fonts (Cyrillic), in Russian or
 * English. The document's dates come from the snapshot, so the same act renders the same PDF every time.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { ActSnapshot } from './acts.service.ts';

export type ActLanguage = 'ru' | 'en';

const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

const TEXT = {
  ru: {
    title: (n: number) => `Акт № ${n}`,
    subtitle: (month: string) => `об оказании услуг за ${month}`,
    date: 'Дата составления',
    corrects: (n: number) => `Исправляет акт № ${n}`,
    executor: 'Исполнитель',
    customer: 'Заказчик',
    inn: 'ИНН',
    types: { sole_proprietor: 'Индивидуальный предприниматель', company: 'Организация' },
    service: 'Наименование услуги',
    serviceName: (month: string) => `Продвижение товаров бренда по партнёрской программе, ${month}`,
    sum: 'Сумма',
    total: 'Итого',
    vat: 'Без НДС',
    statement:
      'Услуги оказаны полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    signatures: ['Исполнитель ____________________', 'Заказчик ____________________'],
    months: [
      'январь',
      'февраль',
      'март',
      'апрель',
      'май',
      'июнь',
      'июль',
      'август',
      'сентябрь',
      'октябрь',
      'ноябрь',
      'декабрь',
    ],
  },
  en: {
    title: (n: number) => `Act No. ${n}`,
    subtitle: (month: string) => `of services rendered in ${month}`,
    date: 'Date',
    corrects: (n: number) => `Corrects act No. ${n}`,
    executor: 'Contractor',
    customer: 'Customer',
    inn: 'INN',
    types: { sole_proprietor: 'Sole proprietor', company: 'Company' },
    service: 'Service',
    serviceName: (month: string) => `Promotion of the brand's products under the partner programme, ${month}`,
    sum: 'Amount',
    total: 'Total',
    vat: 'VAT not applicable',
    statement:
      'The services were rendered in full and on time. The customer has no claims as to their scope, quality or timing.',
    signatures: ['Contractor ____________________', 'Customer ____________________'],
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
} as const;

const money = (minor: number, currency: string, lang: ActLanguage) =>
  new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );

const monthName = (month: string, lang: ActLanguage) => {
  const [year, m] = month.split('-');
  return `${TEXT[lang].months[Number(m) - 1]} ${year}`;
};

const dayName = (day: string, lang: ActLanguage) =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The act as PDF bytes. */
export function renderActPdf(act: ActSnapshot, lang: ActLanguage): Promise<Buffer> {
  const t = TEXT[lang];
  const issued = new Date(`${act.issued_on}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: t.title(act.number), CreationDate: issued, ModDate: issued },
  });
  doc.registerFont('regular', join(fontDir, 'DejaVuSans.ttf'));
  doc.registerFont('bold', join(fontDir, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const month = monthName(act.month, lang);
  const width = doc.page.width - 112;

  doc.font('bold').fontSize(18).text(t.title(act.number), { align: 'center' });
  doc.font('regular').fontSize(12).text(t.subtitle(month), { align: 'center' });
  doc
    .moveDown(0.5)
    .fontSize(10)
    .text(`${t.date}: ${dayName(act.issued_on, lang)}`, { align: 'center' });
  if (act.corrects_number !== null) doc.text(t.corrects(act.corrects_number), { align: 'center' });
  doc.moveDown(1.5);

  const party = (label: string, name: string, detail: string) => {
    doc.font('bold').fontSize(11).text(label);
    doc.font('regular').fontSize(10).text(name).text(detail).moveDown(0.8);
  };
  party(t.executor, `${t.types[act.executor.type]} ${act.executor.name}`, `${t.inn} ${act.executor.inn}`);
  party(t.customer, act.customer.name, act.customer.inn ? `${t.inn} ${act.customer.inn}` : '');

  // The one service line: a bordered two-column table.
  const top = doc.y + 6;
  const amountX = 56 + width - 130;
  doc
    .lineWidth(0.7)
    .rect(56, top, width, 22)
    .stroke()
    .rect(56, top + 22, width, 40)
    .stroke();
  doc
    .moveTo(amountX, top)
    .lineTo(amountX, top + 62)
    .stroke();
  doc
    .font('bold')
    .fontSize(10)
    .text(t.service, 62, top + 6)
    .text(t.sum, amountX + 6, top + 6);
  doc.font('regular').text(t.serviceName(month), 62, top + 28, { width: amountX - 70 });
  doc.text(money(act.amount, act.currency, lang), amountX + 6, top + 28, { width: 118, align: 'right' });
  doc.y = top + 74;
  doc.font('bold').text(`${t.total}: ${money(act.amount, act.currency, lang)}`, 56, doc.y, {
    width,
    align: 'right',
  });
  doc.font('regular').text(t.vat, { width, align: 'right' }).moveDown(1.5);
  doc.text(t.statement, 56, doc.y, { width }).moveDown(3);
  const signY = doc.y;
  doc.text(t.signatures[0], 56, signY).text(t.signatures[1], 56 + width / 2, signY);
  doc.end();
  return done;
}
