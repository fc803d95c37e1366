/** Links in mails come from configured base URLs only, never from request headers (DESIGN §6). */
import type { Locale } from '../../contract/limits.ts';
import type { Config } from '../config.ts';

export const baseUrlFor = (
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>,
  locale: string,
) => (locale === 'en' ? config.publicUrlEn : locale === 'by' ? config.publicUrlBy : config.publicUrl);

export const asLocale = (value: string): Locale => (value === 'en' || value === 'by' ? value : 'ru');
