import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { telegramHref } from '../../src/features/team/components/member-card.tsx';
import { initials, memberName, rankName } from '../../src/features/team/team-format.ts';
import { cleanSearch, isFiltered, TeamSearch } from '../../src/features/team/team-search.ts';

const parse = (input: unknown) => v.parse(TeamSearch, input);
const ladder = [
  { code: 'explorer', name_ru: 'Исследователь', name_en: 'Explorer', permanent: true, conditions: {} },
  { code: 'leader', name_ru: 'Лидер', name_en: 'Leader', permanent: false, conditions: {} },
];

describe('team URL state', () => {
  it('keeps valid values, as the router parses them', () => {
    expect(parse({ q: ' Anna ', line: 2, rank: 'leader', status: 'refusal', sort: 'name_asc' })).toEqual({
      q: 'Anna',
      line: 2,
      rank: 'leader',
      status: 'refusal',
      sort: 'name_asc',
    });
    // `?line="3"` and `?q=7999` (digits of a phone) come through as a string and a number.
    expect(parse({ line: '3', q: 7999 })).toEqual({ line: 3, q: '7999' });
  });

  it('drops each invalid value on its own instead of failing the page', () => {
    expect(
      parse({
        q: 'x'.repeat(101),
        line: 5,
        rank: 'Bad Rank!',
        status: 'banned',
        sort: 'income_desc',
      }),
    ).toEqual({});
    expect(parse({ q: 'a\u0007b', line: 0, status: 'new' })).toEqual({ status: 'new' });
    expect(parse({ line: 1.5, rank: 42, sort: ['joined_asc'] })).toEqual({});
    expect(parse({})).toEqual({});
  });

  it('keeps the URL short: no empty search, no default sort', () => {
    expect(cleanSearch({ q: '', sort: 'joined_desc', line: undefined, status: 'new' })).toEqual({
      status: 'new',
    });
    expect(Object.keys(cleanSearch({ q: 'a', sort: 'joined_asc' }))).toEqual(['q', 'sort']);
  });

  it('tells a narrowed list from the whole team (sorting does not narrow)', () => {
    expect(isFiltered({ sort: 'name_asc' })).toBe(false);
    expect(isFiltered({ q: 'a' })).toBe(true);
    expect(isFiltered({ line: 4 })).toBe(true);
    expect(isFiltered({ rank: 'leader' })).toBe(true);
    expect(isFiltered({ status: 'validation' })).toBe(true);
  });
});

describe('team formatting', () => {
  it('names ranks in the reader language and falls back to the code', () => {
    expect(rankName(ladder, 'leader', 'ru')).toBe('Лидер');
    expect(rankName(ladder, 'leader', 'en')).toBe('Leader');
    expect(rankName(undefined, 'leader', 'ru')).toBe('leader');
    expect(rankName(ladder, 'legend', 'en')).toBe('legend');
  });

  it('names a member by name, else nickname', () => {
    expect(memberName({ first_name: 'Anna', last_name: 'Petrova', nickname: '@anna' })).toBe('Anna Petrova');
    expect(memberName({ first_name: null, last_name: null, nickname: '@anna' })).toBe('@anna');
    expect(memberName({ first_name: ' ', last_name: null, nickname: null })).toBeNull();
    expect(initials({ first_name: 'anna', last_name: 'Petrova', nickname: null })).toBe('AP');
    expect(initials({ first_name: null, last_name: null, nickname: '@zed' })).toBe('ZE');
    expect(initials({ first_name: null, last_name: null, nickname: null })).toBe('?');
  });

  it('links a Telegram handle only when it is one', () => {
    expect(telegramHref('@anna_fit')).toBe('https://t.me/anna_fit');
    expect(telegramHref('anna_fit')).toBe('https://t.me/anna_fit');
    expect(telegramHref('https://t.me/anna_fit')).toBe('https://t.me/anna_fit');
    expect(telegramHref('javascript:alert(1)')).toBeNull();
    expect(telegramHref('+7 999 123')).toBeNull();
  });
});
