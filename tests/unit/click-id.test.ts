// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signClickId, verifyClickId } from '../../api/modules/sales/click-id.ts';

const KEY = Buffer.alloc(32, 7);
const ID = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('click ids', () => {
  it('verify as issued, and not with any other last character (padding bits included)', () => {
    const signed = signClickId(KEY, ID);
    expect(verifyClickId(KEY, signed)).toBe(ID);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const others = [...alphabet].filter((c) => c !== signed.at(-1)).map((c) => signed.slice(0, -1) + c);
    expect(others.map((s) => verifyClickId(KEY, s)).filter(Boolean)).toEqual([]);
  });
});
