/** Links in mails come from configured base URLs only, never from request headers (architecture §6). */
import type { Locale } from '#contract/limits.ts';

export const baseUrlFor = (
  urls: { publicUrl: string; publicUrlEn: string; publicUrlBy: string },
  locale: string,
) => (locale === 'en' ? urls.publicUrlEn : locale === 'by' ? urls.publicUrlBy : urls.publicUrl);

export const asLocale = (value: string): Locale => (value === 'en' || value === 'by' ? value : 'ru');
