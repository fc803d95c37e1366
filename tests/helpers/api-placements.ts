/** Builders for placement tests: device ids, draft bodies, and tus requests through inject. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { PlacementDraftBody } from '#contract/placements.ts';
import { bearer } from './api-app.ts';

export const newId = () => uuidv7();

type Draft = Omit<PlacementDraftBody, 'files'> & { files: PlacementDraftBody['files'] };

export function draftBody(overrides: Partial<Draft> = {}): Draft {
  return {
    revision: 1,
    network: 'vk',
    promocode: '',
    format: 'post',
    category: 'fitness',
    // Far ahead: a submit refuses a period that is over (placement-period.ts), whenever the tests run.
    start_date: '2099-12-01',
    end_date: '2099-12-10',
    text: 'A workout story for the brand',
    reach: 1000,
    followers: 0,
    registry_entry: '',
    target_url: 'https://brand.example/offer?utm=1',
    publication_url: '',
    files: [],
    ...overrides,
  };
}

export const fileDecl = (size: number, type = 'video/mp4', name = 'clip.mp4') => ({
  id: newId(),
  name,
  type,
  size,
});

export const putDraft = (app: FastifyInstance, token: string, id: string, body: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/placements/${id}`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });

export const submit = (app: FastifyInstance, token: string, id: string, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/placements/${id}/submit`,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

/** PNG signature followed by filler: file-type reads it as image/png. */
export function pngBytes(size: number): Buffer {
  const buf = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    buf,
  );
  return buf;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');
export function uploadMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, val]) => `${k} ${b64(val)}`)
    .join(',');
}

const TUS = { 'tus-resumable': '1.0.0' };

export function tusCreate(
  app: FastifyInstance,
  token: string | null,
  length: number,
  meta: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      ...TUS,
      ...(token ? bearer(token) : {}),
      'upload-length': String(length),
      'upload-metadata': uploadMetadata(meta),
    },
  });
}

export const tusPatch = (
  app: FastifyInstance,
  token: string,
  location: string,
  offset: number,
  body: Buffer,
) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });

export const tusHead = (app: FastifyInstance, token: string, location: string) =>
  app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...bearer(token) } });

/** Metadata for one declared file of a draft. */
export const metaFor = (draftId: string, file: { id: string; name: string; type: string }) => ({
  draftId,
  fileId: file.id,
  filename: file.name,
  filetype: file.type,
});
