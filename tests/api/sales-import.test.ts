/** Admin sales: CSV preview and commit (no duplicates), unattributed sales and attribution by hand. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, order, postEvents, refund, uniq } from '../helpers/sales.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'mod@sales.test', role: 'moderator' });
  staff = await mintToken(t.app, 'mod@sales.test');
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = staff) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const preview = (csv: string) => call('POST', '/api/v1/admin/sales/import/preview', { csv });
const commit = (csv: string) => call('POST', '/api/v1/admin/sales/import', { csv });
const HEADER = 'type,external_id,product,amount,currency,promocode,click_id,refund_of,occurred_at';
const when = new Date(Date.now() - 86_400_000).toISOString();

describe('CSV import', () => {
  it('previews rows with their errors and duplicates, writing nothing', async () => {
    const known = order();
    await postEvents(t.app, t.config.sales.webhookSecret, [known]);
    const a = uniq('csv');
    const csv = [
      HEADER,
      `order,${a},monthly,99000,rub,,,,${when}`,
      `order,${a},monthly,99000,RUB,,,,${when}`,
      `order,${known.external_id},monthly,100000,RUB,,,,${when}`,
      `order,${uniq('csv')},monthly,12.50,RUB,,,,${when}`,
      `order,,monthly,100,EUR,,,,2026-13-01T00:00:00Z`,
      `refund,${uniq('csv')},,99000,RUB,,,${a},${when}`,
    ].join('\n');
    const before = await em().count(Order, {});
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { line: number; duplicate: boolean }) => [r.line, r.duplicate])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
      [7, false],
    ]);
    expect(body.rows[0].errors).toEqual({});
    expect(Object.keys(body.rows[3].errors)).toEqual(['amount']);
    expect(Object.keys(body.rows[4].errors).sort()).toEqual(['currency', 'external_id', 'occurred_at']);
    expect(body).toMatchObject({ valid: 2, invalid: 2, duplicates: 2, file_errors: [] });
    expect(await em().count(Order, {})).toBe(before);
  });

  it('commits valid rows once: a second import adds nothing', async () => {
    const seller = await blogger(t.app, { promocode: 'CsvCode' });
    const ids = [uniq('csv'), uniq('csv'), uniq('csv')];
    const csv = [
      HEADER,
      `order,${ids[0]},monthly,100000,RUB,CSVCODE,,,${when}`,
      `order,${ids[1]},annual,50000,RUB,,,,${when}`,
      `refund,${ids[2]},,100000,RUB,,,${ids[0]},${when}`,
      `order,${uniq('csv')},monthly,-5,RUB,,,,${when}`,
    ].join('\r\n');
    const first = await commit(csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: 3, attributed: 2, duplicates: 0, rejected: [], invalid: 1 });
    const lines = await em().count(LedgerLine, {});
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(0);
    const second = await commit(csv);
    expect(second.json()).toEqual({ recorded: 0, attributed: 0, duplicates: 3, rejected: [], invalid: 1 });
    expect(await em().count(LedgerLine, {})).toBe(lines);
    expect(await em().count(Order, { externalId: { $in: ids }, source: 'csv' })).toBe(3);
  });

  it('reports rejected refunds by line', async () => {
    const id = uniq('csv');
    const res = await commit([HEADER, `refund,${id},,100,RUB,,,no-such-order,${when}`].join('\n'));
    expect(res.json().rejected).toEqual([{ line: 2, external_id: id, reason: 'unknown_order' }]);
    expect(await em().count(Order, { externalId: id })).toBe(0);
  });

  it('refuses files without the required columns, with broken quoting or too many rows', async () => {
    expect((await preview('external_id,amount\nx,1')).json().file_errors).toEqual([
      'missing_column:currency',
      'missing_column:occurred_at',
    ]);
    expect((await preview(`${HEADER}\norder,"x,1`)).json().file_errors).toEqual(['invalid_csv']);
    expect((await preview(HEADER)).json().file_errors).toEqual(['no_rows']);
    const many = [HEADER, ...Array.from({ length: 5001 }, (_, i) => `order,m${i},p,1,RUB,,,,${when}`)];
    expect((await preview(many.join('\n'))).json().file_errors).toEqual(['too_many_rows']);
    const refused = await commit('external_id,amount\nx,1');
    expect(refused.statusCode).toBe(422);
    expect((await call('POST', '/api/v1/admin/sales/import', { csv: 'x'.repeat(900_001) })).statusCode).toBe(
      422,
    );
  });

  it('is for staff only', async () => {
    await createUser(t.app, { email: 'plain@sales.test' });
    const token = await mintToken(t.app, 'plain@sales.test');
    const csv = `${HEADER}\norder,${uniq('csv')},p,1,RUB,,,,${when}`;
    expect((await call('POST', '/api/v1/admin/sales/import', { csv }, token)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/sales/unattributed', undefined, token)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/admin/sales/import', payload: { csv } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('unattributed sales', () => {
  it('lists them and credits one by hand with an audit line, which posts its commissions', async () => {
    const seller = await blogger(t.app);
    const ev = order({ promocode: 'unknowncode', amount: 70_000 });
    await postEvents(t.app, t.config.sales.webhookSecret, [ev]);
    const list = await call('GET', '/api/v1/admin/sales/unattributed');
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { external_id: string }) => i.external_id === ev.external_id);
    expect(item).toMatchObject({ promocode: 'unknowncode', amount: 70_000, refunded: false, seller: null });

    const url = `/api/v1/admin/sales/${item.id}/attribution`;
    const res = await call('POST', url, { blogger: seller.email.toUpperCase(), reason: 'Code misspelt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().seller).toEqual({ id: seller.id, email: seller.email });
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(14_000);
    const audit = await em().find(AuditEntry, { action: 'sale.attribute', targetId: seller.id });
    expect(audit.map((a) => a.reason)).toEqual([`${ev.external_id}: Code misspelt`]);
    expect((await em().findOneOrFail(Order, { id: item.id })).attribution).toBe('manual');

    // Once only, even when asked again.
    expect((await call('POST', url, { blogger: seller.referralCode })).statusCode).toBe(409);
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(14_000);
    const after = await call('GET', '/api/v1/admin/sales/unattributed');
    expect(after.json().items.some((i: { id: string }) => i.id === item.id)).toBe(false);
  });

  it('refuses unknown bloggers and another currency; a refunded sale nets to zero', async () => {
    const seller = await blogger(t.app);
    const usd = await blogger(t.app, { currency: 'USD', locale: 'en' });
    const ev = order();
    await postEvents(t.app, t.config.sales.webhookSecret, [ev, refund(ev)]);
    const id = (await em().findOneOrFail(Order, { externalId: ev.external_id })).id;
    const url = `/api/v1/admin/sales/${id}/attribution`;
    const unknown = await call('POST', url, { blogger: 'nobody@sales.test' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ blogger: [expect.any(String)] });
    expect((await call('POST', url, { blogger: usd.referralCode })).statusCode).toBe(422);
    const list = await call('GET', '/api/v1/admin/sales/unattributed');
    expect(list.json().items.find((i: { id: string }) => i.id === id)?.refunded).toBe(true);
    const res = await call('POST', url, { blogger: seller.referralCode });
    expect(res.json()).toMatchObject({ refunded: true, seller: { id: seller.id } });
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(0);
    expect(await em().count(LedgerLine, { order: id, account: seller.id })).toBe(2);
    expect(
      (
        await call('POST', '/api/v1/admin/sales/00000000-0000-4000-8000-000000000000/attribution', {
          blogger: seller.email,
        })
      ).statusCode,
    ).toBe(404);
  });
});
