/**
 * The contract's input checks, as the PWA form and the API both run them (issue 8 findings 1, 2, 3, 5, 10
 * and the stories deadline of issue 7): nothing throws, and every bad value gets its own message id.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegistrationDetailsBody, SignUpBody } from '#contract/accounts.ts';
import { ReviewDecisionBody, ReviewQueueQuery } from '#contract/moderation.ts';
import { PlacementDraftBody, PlacementListQuery, removalDueAt } from '#contract/placements.ts';
import { ProfileUpdateBody } from '#contract/profile.ts';
import { fieldErrorIds, INT_MAX } from '#contract/validation.ts';

const draft = (overrides: Record<string, unknown> = {}) => ({
  revision: 1,
  network: 'vk',
  promocode: 'FIT10',
  format: 'post',
  category: 'fitness',
  start_date: '2026-12-01',
  end_date: '2026-12-10',
  text: 'A workout story for the brand',
  reach: 1000,
  target_url: 'https://brand.example/offer',
  publication_url: '',
  files: [],
  ...overrides,
});

/** Field → message ids, or null when the input is valid. Throws if a check itself throws. */
function errorsOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? null : fieldErrorIds(result.issues);
}

describe('dates', () => {
  it.each([
    '2026-13-01',
    '2026-02-29',
    '2026-04-31',
    'NaN',
    '2026-12-01T00:00:00Z',
    '26-12-01',
    '9999-12-31',
  ])('start_date %j is refused with a message, never a RangeError', (start_date) => {
    expect(errorsOf(PlacementDraftBody, draft({ start_date }))).toEqual({ start_date: ['invalid_date'] });
    expect(errorsOf(PlacementDraftBody, draft({ start_date, format: 'stories', end_date: '' }))).toEqual({
      start_date: ['invalid_date'],
    });
  });

  it.each(['', ' '])('a blank start_date %j is required', (start_date) => {
    expect(errorsOf(PlacementDraftBody, draft({ start_date }))?.start_date).toEqual(['required']);
  });

  it('checks end_date the same way, and real leap days pass', () => {
    expect(errorsOf(PlacementDraftBody, draft({ end_date: '2026-12-32' }))?.end_date).toContain(
      'invalid_date',
    );
    expect(
      errorsOf(PlacementDraftBody, draft({ start_date: '2028-02-29', end_date: '2028-03-01' })),
    ).toBeNull();
    expect(errorsOf(PlacementListQuery, { from: '2026-13-01' })).toEqual({ from: ['invalid_date'] });
  });

  it('still measures the period after the dates are valid', () => {
    expect(errorsOf(PlacementDraftBody, draft({ end_date: '2027-02-02' }))).toEqual({
      end_date: ['period_too_long'],
    });
  });
});

describe('numbers', () => {
  it.each([9007199254740992, 1e308, INT_MAX + 1])('reach and revision %s are too large', (n) => {
    expect(errorsOf(PlacementDraftBody, draft({ reach: n }))).toEqual({ reach: ['number_max'] });
    expect(errorsOf(PlacementDraftBody, draft({ revision: n }))).toEqual({ revision: ['number_max'] });
  });

  it('the int column maximum itself passes', () => {
    expect(errorsOf(PlacementDraftBody, draft({ reach: INT_MAX, revision: INT_MAX }))).toBeNull();
  });

  it.each(['1e20', '1e308', '10001', '0x10', ' 2', '', 1e20, 0])('page %j is refused', (page) => {
    expect(errorsOf(ReviewQueueQuery, { page })?.page).toBeDefined();
  });

  it('pages 1 … 10 000 pass, as digits or numbers', () => {
    expect(v.parse(ReviewQueueQuery, { page: '10000' }).page).toBe(10_000);
    expect(v.parse(ReviewQueueQuery, { page: 3 }).page).toBe(3);
    expect(v.parse(ReviewQueueQuery, {}).page).toBe(1);
  });
});

describe('control characters', () => {
  const BAD = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b'];

  it.each(BAD)('one-line fields refuse %j', (bad) => {
    const signUp = {
      first_name: bad,
      phone: '+79001234567',
      email: 'pat@test.local',
      password: 'Secret12!',
      personal_data_consent: true,
      inviter: bad,
    };
    expect(errorsOf(SignUpBody, signUp)).toEqual({
      first_name: ['control_chars'],
      inviter: ['control_chars'],
    });
    for (const field of ['nickname', 'first_name', 'last_name', 'surname', 'country', 'city'])
      expect(errorsOf(ProfileUpdateBody, { [field]: bad })).toEqual({ [field]: ['control_chars'] });
    expect(errorsOf(ReviewQueueQuery, { q: bad })).toEqual({ q: ['control_chars'] });
  });

  it.each(BAD)('multi-line fields refuse %j too', (bad) => {
    expect(errorsOf(PlacementDraftBody, draft({ text: `Long enough ${bad}` }))).toEqual({
      text: ['control_chars'],
    });
    expect(errorsOf(ReviewDecisionBody, { decision: 'reject', reason: bad })).toEqual({
      reason: ['control_chars'],
    });
  });

  it('multi-line fields keep line breaks and tabs; format characters and emoji pass everywhere', () => {
    expect(errorsOf(PlacementDraftBody, draft({ text: 'Line one\r\nline two\tend' }))).toBeNull();
    expect(errorsOf(ReviewDecisionBody, { decision: 'reject', reason: 'No\nmarking' })).toBeNull();
    expect(errorsOf(ProfileUpdateBody, { city: 'a\nb' })).toEqual({ city: ['control_chars'] });
    expect(errorsOf(ProfileUpdateBody, { nickname: '\u202eעברית 😀\u200d' })).toBeNull();
  });
});

describe('links', () => {
  const SCHEMES = [
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'ftp://brand.example/file',
  ];

  it.each(SCHEMES)('target_url, publication_url and account links refuse %j', (url) => {
    expect(errorsOf(PlacementDraftBody, draft({ target_url: url, publication_url: url }))).toEqual({
      target_url: ['http_url'],
      publication_url: ['http_url'],
    });
    const details = {
      nickname: 'pat',
      telegram: '@pat',
      network: 'vk',
      account_url: url,
      followers: 10,
      country: 'RU',
    };
    expect(errorsOf(RegistrationDetailsBody, details)).toEqual({ account_url: ['http_url'] });
  });

  it('http and https pass; text that is no link at all stays "invalid value"', () => {
    expect(errorsOf(PlacementDraftBody, draft({ target_url: 'HTTP://brand.example/a?b=1' }))).toBeNull();
    expect(errorsOf(PlacementDraftBody, draft({ target_url: 'brand.example' }))).toEqual({
      target_url: ['invalid_value'],
    });
    expect(errorsOf(PlacementDraftBody, draft({ target_url: 'https://brand.example/\u0000' }))).toEqual({
      target_url: ['control_chars'],
    });
  });
});

describe('removal deadline', () => {
  it('stories: the end of the day after publication, in Moscow time', () => {
    // Published on 1 Dec: live for 1 day, gone by 24:00 Moscow time on 2 Dec (21:00 UTC).
    expect(removalDueAt('stories', '2026-12-02').toISOString()).toBe('2026-12-02T21:00:00.000Z');
    expect(removalDueAt('stories', '2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('other formats: the end of the last day of the period, as before', () => {
    expect(removalDueAt('post', '2026-12-10').toISOString()).toBe('2026-12-11T00:00:00.000Z');
  });
});
