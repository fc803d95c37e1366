/**
 * Materials to ORD VK (docs/decisions/069-ord-vk.md): an approved placement's stored image or video is
 * uploaded (`PUT /v1/media/{external_id}`, multipart, checked against the published document) before its
 * creative is registered, and the creative refers to it; a crash after the upload and before our commit
 * sends the same external id again and ends with one media object and the token.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import {
  draftBody,
  fileDecl,
  metaFor,
  newId,
  pngBytes,
  putDraft,
  submit,
  tusCreate,
  tusPatch,
} from '../helpers/api-placements.ts';
import { approve, createOrdApp, type OrdApp, own, runJob } from '../helpers/ord-app.ts';

let o: OrdApp;
beforeAll(async () => {
  o = await createOrdApp();
});
afterEach(() => {
  setClock(null);
  clearFaults();
  expect(o.fake.violations).toEqual([]);
});
afterAll(async () => o?.close());

/** A submitted placement of the demo ambassador with one uploaded picture; answers its ids and bytes. */
async function withPicture() {
  const id = newId();
  const bytes = pngBytes(40_000);
  const file = fileDecl(bytes.length, 'image/png', 'тренировка "утро".png');
  expect((await putDraft(o.t.app, o.blogger, id, draftBody({ files: [file] }))).statusCode).toBe(200);
  const created = await tusCreate(o.t.app, o.blogger, bytes.length, metaFor(id, file));
  expect(created.statusCode).toBe(201);
  expect((await tusPatch(o.t.app, o.blogger, created.headers.location as string, 0, bytes)).statusCode).toBe(
    204,
  );
  expect((await submit(o.t.app, o.blogger, id, newId())).statusCode).toBe(200);
  return { id, mediaId: `media-${file.id}`, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const callsTo = (path: string) => o.fake.calls.filter((c) => c.path === path);

describe('ORD VK media', () => {
  it('uploads the stored picture before the creative, which refers to it by its external id', async () => {
    const { id, mediaId, sha256 } = await withPicture();
    const before = o.fake.calls.length;
    const res = await approve(o, id);
    expect(res.statusCode).toBe(200);
    const sent = o.fake.calls.slice(before).map((c) => `${c.method} ${c.path.split('/')[2]} ${c.status}`);
    expect(sent[0]).toBe('PUT media 200');
    expect(sent.at(-1)).toBe('PUT creative 201');
    expect(o.fake.media.get(mediaId)).toEqual({
      sha256,
      size: 40_000,
      type: 'image/png',
      name: 'тренировка "утро".png',
    });
    const creative = callsTo(`/v3/creative/creative-${id}`)[0]?.body as Record<string, unknown>;
    expect(creative.media_external_ids).toEqual([mediaId]);
    expect(res.json().erid).toBe(o.fake.erids.get(`creative-${id}`));
  });

  it('a crash after the upload and before our commit sends the same media id again, then marks', async () => {
    const { id, mediaId, sha256 } = await withPicture();
    failNextAt('ord-media-before-commit');
    const res = await approve(o, id);
    expect(res.json()).toMatchObject({ status: 'ready', erid: null });
    expect(o.fake.media.get(mediaId)?.sha256).toBe(sha256);
    expect(callsTo(`/v3/creative/creative-${id}`)).toEqual([]);
    setClock(new Date(Date.now() + 5 * 60_000));
    await runJob(o, 'ord-marking');
    expect(callsTo(`/v1/media/${mediaId}`).map((c) => c.status)).toEqual([200, 200]);
    expect((await own(o, id)).erid).toBe(o.fake.erids.get(`creative-${id}`));
    expect([...o.fake.media.keys()].filter((k) => k === mediaId)).toHaveLength(1);
  });

  it('a placement without materials registers its creative without media', async () => {
    const id = newId();
    await putDraft(o.t.app, o.blogger, id, draftBody());
    await submit(o.t.app, o.blogger, id, newId());
    await approve(o, id);
    const creative = callsTo(`/v3/creative/creative-${id}`)[0]?.body as Record<string, unknown>;
    expect(creative).toBeDefined();
    expect(creative.media_external_ids).toBeUndefined();
  });
});
