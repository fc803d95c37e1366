import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../src/lib/errors.ts';

describe('errorMessages (SPEC §8 global handler)', () => {
  it('says Unknown error when no error is given', () => {
    expect(errorMessages(undefined)).toEqual(['Unknown error']);
  });

  it('gives one message per message of each field of the errors map', () => {
    const error = {
      data: { errors: { email: ['Required field'], password: ['Too short', 'No digit'] }, message: 'x' },
    };
    expect(errorMessages(error)).toEqual(['Required field', 'Too short', 'No digit']);
  });

  it('falls back to message, then error_message', () => {
    expect(errorMessages({ data: { message: 'Server says' } })).toEqual(['Server says']);
    expect(errorMessages({ data: { error_message: 'Legacy says' } })).toEqual(['Legacy says']);
  });

  it("uses the error's own message when the body has nothing", () => {
    expect(errorMessages(new Error('Boom'))).toEqual(['Boom']);
    expect(errorMessages({ data: {} })).toEqual(['Unknown error']);
  });
});

describe('errorMessages reads the body as contract ErrorBody', () => {
  it('ignores a field of the wrong shape instead of spelling it out', () => {
    expect(errorMessages({ data: { errors: 'oops', message: 'Server says' } })).toEqual(['Server says']);
    expect(errorMessages({ data: { message: 42 } })).toEqual(['Unknown error']);
  });
});
