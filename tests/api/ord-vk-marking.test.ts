/**
 * Marking with ORD_OPERATOR=vk against a fake that checks every request and answer against the published
 * document: approval registers the advertiser, the blogger, their contract, the channel and the creative,
 * and shows the token the operator answered; the operator down or slow leaves the placement waiting and the
 * job gives it its token once the operator is back; a crash between the answer and our commit resends the
 * same external ids and gets the same token (docs/decisions/069-ord-vk.md).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { bearer } from '../helpers/api-app.ts';
import { approve, createOrdApp, type OrdApp, own, runJob, submitted } from '../helpers/ord-app.ts';

let o: OrdApp;
beforeAll(async () => {
  o = await createOrdApp(500);
});
afterEach(() => {
  o.fake.mode = 'up';
  setClock(null);
  clearFaults();
  expect(o.fake.violations).toEqual([]);
});
afterAll(async () => o?.close());

const creativePuts = (id: string) =>
  o.fake.calls.filter((c) => c.method === 'PUT' && c.path === `/v3/creative/creative-${id}`);
const later = (minutes: number) => setClock(new Date(Date.now() + minutes * 60_000));

describe('ORD VK marking', () => {
  it('approval registers person, contract, pad and creative and shows the operator token', async () => {
    const id = await submitted(o);
    const before = o.fake.calls.length;
    const res = await approve(o, id);
    expect(res.statusCode).toBe(200);
    const sent = o.fake.calls.slice(before);
    expect(sent.map((c) => `${c.method} ${c.path.split('/').slice(0, 3).join('/')} ${c.status}`)).toEqual([
      'PUT /v1/person 201',
      'PUT /v1/person 201',
      'PUT /v1/contract 201',
      'PUT /v1/pad 201',
      'PUT /v3/creative 201',
    ]);
    const creative = sent[4]?.body as Record<string, unknown>;
    expect(creative).toMatchObject({
      form: 'text_graphic_block',
      kktus: ['30.15.1'],
      texts: [expect.any(String)],
    });
    expect(sent[1]?.body).toMatchObject({
      roles: ['publisher'],
      juridical_details: { type: 'physical', inn: '500100732259' },
    });
    expect(sent[3]?.body).toMatchObject({ type: 'web', is_owner: true, url: 'https://vk.com/anna_fit' });
    expect(res.json().erid).toBe(o.fake.erids.get(`creative-${id}`));
    expect((await own(o, id)).erid).toBe(res.json().erid);
  });

  it('the operator down: approved and waiting, no token; the job marks it once the operator is back', async () => {
    const id = await submitted(o);
    o.fake.mode = 'down';
    const res = await approve(o, id);
    expect(res.json()).toMatchObject({ status: 'ready', erid: null });
    expect(o.fake.erids.has(`creative-${id}`)).toBe(false);
    // Still down at the next try: still waiting, never an invented token.
    later(2);
    expect((await runJob(o, 'ord-marking')).json()).toMatchObject({ status: 'done', count: 0 });
    expect((await own(o, id)).erid).toBeNull();
    o.fake.mode = 'up';
    later(10);
    await runJob(o, 'ord-marking');
    expect((await own(o, id)).erid).toBe(o.fake.erids.get(`creative-${id}`));
  });

  it('the operator slow: counts as down until it answers in time', async () => {
    const id = await submitted(o);
    o.fake.mode = 'slow';
    o.fake.slowMs = 1_500;
    expect((await approve(o, id)).json().erid).toBeNull();
    o.fake.mode = 'up';
    later(5);
    await runJob(o, 'ord-marking');
    expect((await own(o, id)).erid).toBe(o.fake.erids.get(`creative-${id}`));
  });

  it('a crash between the operator answer and our commit resends the same id and keeps the same token', async () => {
    const id = await submitted(o);
    failNextAt('ord-marked-before-commit');
    const res = await approve(o, id);
    expect(res.json().erid).toBeNull();
    const issued = o.fake.erids.get(`creative-${id}`);
    expect(issued).toBeTruthy();
    later(5);
    await runJob(o, 'ord-marking');
    expect((await own(o, id)).erid).toBe(issued);
    expect(creativePuts(id).map((c) => c.status)).toEqual([201, 200]);
  });

  it('registry statuses reach the board; a refusal waits for staff, who resend after the fix', async () => {
    const id = await submitted(o);
    await approve(o, id);
    o.fake.registry.set(`creative/creative-${id}`, { erir_status: 'bad', messages: ['Text is required'] });
    later(15);
    await runJob(o, 'ord-marking');
    const month = (await own(o, id)).start_date.slice(0, 7);
    const board = (
      await o.t.app.inject({ url: `/api/v1/admin/ord/board?month=${month}`, headers: bearer(o.admin) })
    ).json();
    const row = board.rows.find((r: { placement_id: string }) => r.placement_id === id);
    expect(row.objects).toContainEqual({
      kind: 'creative',
      external_id: `creative-${id}`,
      status: 'bad',
      messages: ['Text is required'],
    });
    const resend = await o.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ord/placements/${id}/resend`,
      headers: bearer(o.admin),
    });
    expect(resend.statusCode).toBe(204);
    expect(creativePuts(id).map((c) => c.status)).toEqual([201, 200]);
    const again = (
      await o.t.app.inject({ url: `/api/v1/admin/ord/board?month=${month}`, headers: bearer(o.admin) })
    ).json();
    const creative = again.rows
      .find((r: { placement_id: string }) => r.placement_id === id)
      .objects.find((x: { kind: string }) => x.kind === 'creative');
    expect(creative.status).toBe('processing');
  });
});
