import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from '../../src/lib/api-client.ts';

const root = resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('readErrorBody (the one reader of contract ErrorBody on the client)', () => {
  it('keeps the ErrorBody fields and drops everything else', () => {
    const body = { message: 'Bad', code: 'validation_failed', errors: { text: ['Too short'] }, trace: 'x' };
    expect(readErrorBody(body)).toEqual({
      message: 'Bad',
      code: 'validation_failed',
      errors: { text: ['Too short'] },
    });
  });

  it('drops a field of the wrong shape and keeps the rest', () => {
    expect(readErrorBody({ message: 'Bad', code: 409, errors: 'oops' })).toEqual({ message: 'Bad' });
    expect(readErrorBody({ error_message: 'Legacy says' })).toEqual({ error_message: 'Legacy says' });
  });

  it('parses JSON text (tus answers) and reads nothing from other text or no body', () => {
    expect(readErrorBody('{"message":"Gone","code":"not_found"}')).toEqual({
      message: 'Gone',
      code: 'not_found',
    });
    expect(readErrorBody('Bad Gateway')).toEqual({});
    expect(readErrorBody(undefined)).toEqual({});
    expect(readErrorBody(null)).toEqual({});
  });
});

describe('the one HTTP client', () => {
  it('is the only module that imports ky', () => {
    const importers = sources(join(root, 'src'))
      .filter((file) => /from 'ky'|import\('ky'\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(importers).toEqual(['src/lib/api-client.ts']);
  });
});
