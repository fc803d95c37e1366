/**
 * The ranks page's words: the figure still missing per condition (plurals, money in the blogger's currency),
 * the forecast's days → days/weeks/months, conditions in words; and the ladder editor's major → minor units.
 */
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConditionProgress } from '#contract/ranks.ts';
import {
  fromDraft,
  move,
  newRank,
  parseMajor,
  toDraft,
} from '../../src/features/ranks/admin/ladder-draft.ts';
import { conditionTexts, forecastText, missingText } from '../../src/features/ranks/rank-format.ts';
import { loadAdminCatalog } from '../../src/lib/i18n.ts';
import { activateEveryCatalog } from '../helpers/catalogs.ts';

// Staff strings live in the admin catalog (decision 082); once loaded, every activation brings it along.
beforeAll(async () => {
  await activateEveryCatalog('en');
  await loadAdminCatalog();
});

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const cond = (key: ConditionProgress['key'], missing: number): ConditionProgress => ({
  key,
  current: 0,
  target: missing,
  missing,
});

describe('missing figures', () => {
  it('read in Russian with plural forms and roubles', async () => {
    await activateEveryCatalog('ru');
    expect(missingText(cond('active_partners', 1), 'RUB')).toBe('Ещё 1 активный партнёр');
    expect(missingText(cond('active_partners', 2), 'RUB')).toBe('Ещё 2 активных партнёра');
    expect(missingText(cond('active_partners', 5), 'RUB')).toBe('Ещё 5 активных партнёров');
    expect(missingText(cond('integrations', 3), 'RUB')).toBe('Ещё 3 интеграции');
    expect(plain(missingText(cond('team_revenue', 3_800_000), 'RUB'))).toBe('Ещё 38 000 ₽ командной выручки');
    expect(missingText(cond('team_revenue', 0), 'RUB')).toBe('Выполнено');
  });

  it('read in English, money in the blogger currency', async () => {
    await activateEveryCatalog('en');
    expect(missingText(cond('active_partners', 1), 'USD')).toBe('1 more active partner');
    expect(missingText(cond('active_partners', 2), 'USD')).toBe('2 more active partners');
    expect(missingText(cond('personal_revenue', 38_050), 'USD')).toBe('$380.50 more personal revenue');
    expect(plain(missingText(cond('team_revenue', 3_800_000), 'RUB'))).toBe('38,000 ₽ more team revenue');
  });
});

describe('forecast', () => {
  it('turns days into days, weeks or months', async () => {
    await activateEveryCatalog('ru');
    expect(forecastText(1)).toBe('В таком темпе: примерно через 1 день');
    expect(forecastText(5)).toBe('В таком темпе: примерно через 5 дней');
    expect(forecastText(20)).toBe('В таком темпе: примерно через 3 недели');
    expect(forecastText(95)).toBe('В таком темпе: примерно через 3 месяца');
    expect(forecastText(null)).toBe('В темпе этого месяца — пока нет');
    await activateEveryCatalog('en');
    expect(forecastText(2)).toBe('At this pace: in about 2 days');
    expect(forecastText(21)).toBe('At this pace: in about 3 weeks');
    expect(forecastText(7)).toBe('At this pace: in about 7 days');
    expect(forecastText(14)).toBe('At this pace: in about 2 weeks');
    expect(forecastText(30 * 14)).toBe('At this pace: in about 14 months');
    expect(forecastText(null)).toBe("Not at this month's pace yet");
  });
});

describe('ladder conditions in words', () => {
  it('write each condition of a rank', async () => {
    await activateEveryCatalog('ru');
    const texts = conditionTexts(
      { team_revenue: { RUB: 5_000_000, USD: 60_000 }, active_partners: 3, months_held: 1 },
      'RUB',
    ).map(plain);
    expect(texts).toEqual([
      'командная выручка от 50 000 ₽ в месяц',
      'от 3 активных партнёров на 1-й линии',
      '1 месяц на предыдущем ранге',
    ]);
  });
});

describe('ladder editor draft', () => {
  const ladder = [
    { code: 'explorer', name_ru: 'Исследователь', name_en: 'Explorer', permanent: true, conditions: {} },
    {
      code: 'leader',
      name_ru: 'Лидер',
      name_en: 'Leader',
      permanent: false,
      conditions: { team_revenue: { RUB: 5_000_000, USD: 60_000 }, active_partners: 3 },
    },
  ];

  it('round-trips the ladder, major units in the form and minor units in the body', () => {
    const draft = ladder.map(toDraft);
    expect(draft[1]?.team_revenue).toEqual({ RUB: '50000', USD: '600' });
    expect(fromDraft(draft)).toEqual({ input: { ranks: ladder }, errors: {} });
    expect(parseMajor('1 234,5')).toBe(123_450);
    expect(parseMajor('12.345')).toBeNull();
  });

  it('flags a half-given amount, a bad count and a repeated code under their API paths', () => {
    const draft = ladder.map(toDraft);
    const added = {
      ...newRank(),
      code: 'leader',
      personal_revenue: { RUB: '100', USD: '' },
      integrations: 'x',
    };
    const { errors } = fromDraft([...draft, added]);
    expect(Object.keys(errors).sort()).toEqual([
      'ranks.2.code',
      'ranks.2.conditions.integrations',
      'ranks.2.conditions.personal_revenue.USD',
    ]);
  });

  it('keeps the base rank first when reordering', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 1, 0)).toEqual(['a', 'b', 'c']);
  });
});
