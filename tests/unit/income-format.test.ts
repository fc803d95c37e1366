import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { REASON_CODES } from '#contract/income.ts';
import { lineTypeLabel, reasonText } from '../../src/features/income/income-format.ts';
import { activateEveryCatalog } from '../helpers/catalogs.ts';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('income reasons', () => {
  it('word every reason code in Russian with its parameters formatted, and no doubled final dot', async () => {
    await activateEveryCatalog('ru');
    expect(
      reasonText(i18n, {
        code: 'held_integrations',
        params: { month: '2026-08', integrations: 1, required: 3 },
      }),
    ).toBe('Удержано: 1 из 3 интеграций за август 2026.');
    expect(
      reasonText(i18n, { code: 'refund', params: { order: 'A-17', date: '2026-11-06T10:00:00.000Z' } }),
    ).toBe('Списано: по заказу A-17 оформлен возврат 06.11.2026.');
    expect(reasonText(i18n, { code: 'paid_released', params: { month: '2026-09' } })).toBe(
      'Переведено в кошелёк при закрытии месяца (сентябрь 2026).',
    );
  });

  it('word them in English', async () => {
    await activateEveryCatalog('en');
    expect(reasonText(i18n, { code: 'accrued_open', params: { month: '2026-11' } })).toBe(
      'Accrued for November 2026; it is paid out when the month is closed.',
    );
    expect(
      reasonText(i18n, {
        code: 'reversed_refund',
        params: { order: 'A-17', date: '2026-11-06T10:00:00.000Z' },
      }),
    ).toBe('Reversed: order A-17 was refunded on 06/11/2026.');
  });

  it('have a translation for every code: no Russian reason falls back to English', async () => {
    await activateEveryCatalog('en');
    const params = {
      month: '2026-01',
      integrations: 0,
      required: 2,
      order: 'X',
      date: '2026-01-02T00:00:00Z',
    };
    const english = REASON_CODES.map((code) => reasonText(i18n, { code, params }));
    await activateEveryCatalog('ru');
    const russian = REASON_CODES.map((code) => reasonText(i18n, { code, params }));
    russian.forEach((text, i) => {
      expect(text).not.toBe(english[i]);
      expect(text).not.toMatch(/[{}]/);
    });
  });

  it('label team lines with their level', async () => {
    await activateEveryCatalog('ru');
    expect(lineTypeLabel(i18n, { type: 'team', level: 3 })).toBe('Команда, уровень 3');
  });
});
