/** An app with ORD_OPERATOR=vk against the local fake of ORD VK, and the steps the ORD tests share. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PlacementReport } from '../../api/modules/placements/ord.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from './api-app.ts';
import { png } from './api-multipart.ts';
import { draftBody, newId, putDraft, submit } from './api-placements.ts';
import { FAKE_TOKEN, type OrdVkFake, startOrdVkFake } from './ord-vk-fake.ts';

export interface OrdApp {
  t: TestApp;
  fake: OrdVkFake;
  blogger: string;
  admin: string;
  close(): Promise<void>;
}

/** `timeoutMs`: short where a test makes the operator slow; generous where a loaded machine must not look slow. */
export async function createOrdApp(timeoutMs = 5_000): Promise<OrdApp> {
  const fake = await startOrdVkFake();
  const t = await createTestApp({
    env: {
      ORD_OPERATOR: 'vk',
      ORD_API_URL: fake.url,
      ORD_API_TOKEN: FAKE_TOKEN,
      ORD_TIMEOUT_MS: String(timeoutMs),
      ADVERTISER_NAME: 'ООО «Бренд»',
      ADVERTISER_INN: '7707083893',
    },
  });
  // The demo's reports name creatives this operator never registered (the demo was marked by the sandbox):
  // an accepted one would make every batch fail here.
  await t.app.orm.em.fork().nativeDelete(PlacementReport, {});
  const blogger = (await signIn(t.app, 'ambassador@demo.local')).token;
  const admin = (await signIn(t.app, 'admin@demo.local')).token;
  return {
    t,
    fake,
    blogger,
    admin,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** A submitted placement of the demo ambassador (who has a channel on every network). */
export async function submitted(o: OrdApp, overrides = {}) {
  const id = newId();
  await putDraft(o.t.app, o.blogger, id, draftBody(overrides));
  expect((await submit(o.t.app, o.blogger, id, newId())).statusCode).toBe(200);
  return id;
}

export const approve = (o: OrdApp, id: string) =>
  o.t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/placements/${id}/decision`,
    headers: bearer(o.admin),
    payload: { decision: 'approve' },
  });

export const runJob = (o: OrdApp, job: string) =>
  o.t.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${job}`, headers: bearer(o.admin) });

export const own = async (o: OrdApp, id: string) =>
  (await o.t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(o.blogger) })).json();

/** A report entry as the device sends it: the figures and the entry key, then the screenshot (decision 075). */
export function reportBody(fields: Record<string, string>, screenshot: Buffer | null, type = 'image/png') {
  const boundary = `----report${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (screenshot) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="stats.png"\r\nContent-Type: ${type}\r\n\r\n`;
    chunks.push(Buffer.from(head), screenshot, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function putReport(
  app: TestApp['app'],
  token: string,
  id: string,
  month: string,
  impressions: number | string,
  key: string = randomUUID(),
  screenshot: Buffer | null = png(),
) {
  const body = reportBody({ impressions: String(impressions), key }, screenshot);
  return app.inject({
    method: 'PUT',
    url: `/api/v1/placements/${id}/reports/${month}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Staff accept the month's figures on record (found on the board). */
export async function acceptReport(o: OrdApp, id: string, month: string) {
  const board = await o.t.app.inject({
    url: `/api/v1/admin/ord/board?month=${month}`,
    headers: bearer(o.admin),
  });
  const row = board.json().rows.find((r: { placement_id: string }) => r.placement_id === id);
  expect(row?.report_id).toBeTruthy();
  const res = await o.t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/ord/reports/${row.report_id}/check`,
    headers: bearer(o.admin),
  });
  expect(res.statusCode).toBe(204);
  return row.report_id as string;
}
