/**
 * A local fake of ORD VK on loopback. Every request is checked against the published document before it is
 * served, and every answer before it is sent; a mismatch is recorded in `violations` (tests expect none)
 * and a bad request gets the document's 400. It keeps the objects by external id, so a repeated PUT updates
 * (200) and a creative keeps its token; statistics are keyed as the operator keys them (creative, pad and
 * the first day of the month), and media by external id (multipart, checked against the document too).
 * `mode` makes it down (connection refused by a 503) or slow (answers late).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAPIBackend } from 'openapi-backend';
import { parseBody, readBytes, type Upload } from './ord-vk-body.ts';
import { ordVkValidator } from './ord-vk-document.ts';

export const FAKE_TOKEN = 'fake-ord-token';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

export interface OrdVkFake {
  url: string;
  calls: Call[];
  violations: string[];
  objects: Map<string, unknown>;
  /** External id → token issued for that creative. */
  erids: Map<string, string>;
  /** Statistics key → number of times it was posted. */
  statistics: Map<string, number>;
  /** Uploaded media by external id: what the operator stored (a media object cannot change once made). */
  media: Map<string, { sha256: string; size: number; type: string; name: string }>;
  /** The registry's status the fake reports per `kind/external_id` (default processing). */
  registry: Map<string, { erir_status: 'processing' | 'verified' | 'bad'; messages?: string[] }>;
  mode: 'up' | 'down' | 'slow';
  slowMs: number;
  close(): Promise<void>;
}

const error400 = (message: string) => ({
  error: 'validation error',
  errors: [{ error_code: 'common_validation_error', message, field: 'body' }],
});

export async function startOrdVkFake(): Promise<OrdVkFake> {
  const api: OpenAPIBackend = await ordVkValidator();
  const fake = {
    calls: [] as Call[],
    violations: [] as string[],
    objects: new Map<string, unknown>(),
    erids: new Map<string, string>(),
    statistics: new Map<string, number>(),
    media: new Map(),
    registry: new Map(),
    mode: 'up',
    slowMs: 2_000,
  } as unknown as OrdVkFake;

  function answer(
    res: ServerResponse,
    call: Call,
    operationId: string | undefined,
    status: number,
    body: unknown,
  ) {
    if (operationId) {
      const checked = api.validateResponse(body, operationId, status);
      if (checked.errors?.length)
        fake.violations.push(`answer ${operationId} ${status}: ${JSON.stringify(checked.errors)}`);
    }
    call.status = status;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const contentType = String(req.headers['content-type'] ?? '');
    const parsed = await parseBody(await readBytes(req), contentType).catch(() => null);
    const body = parsed ? parsed.body : Symbol('bad body');
    const files = parsed?.files ?? new Map<string, Upload>();
    const call: Call = { method: req.method ?? '', path, body, status: 0 };
    fake.calls.push(call);
    if (fake.mode === 'down') return answer(res, call, undefined, 503, { error: 'unavailable' });
    // A slow registry is the behaviour under test: the fake's own delay, not a test's wait.
    if (fake.mode === 'slow') await new Promise((r) => setTimeout(r, fake.slowMs));
    const request = { method: call.method, path, body, headers: req.headers as Record<string, string> };
    const operation = api.matchOperation(request);
    if (!operation) {
      fake.violations.push(`no operation for ${call.method} ${path}`);
      return answer(res, call, undefined, 404, { error: 'not found', errors: [] });
    }
    const id = operation.operationId as string;
    if (req.headers.authorization !== `Bearer ${FAKE_TOKEN}`)
      return answer(res, call, id, 401, {
        error: 'unauthorized',
        errors: [{ error_code: 'common_authorization_error', message: 'Authorization error' }],
      });
    const checked = api.validateRequest(request, operation);
    // The validator reads any body as the operation's: the media type itself must be one it declares.
    const declared = Object.keys((operation.requestBody as { content?: object } | undefined)?.content ?? {});
    const media = contentType.split(';')[0]?.trim() ?? '';
    if (declared.length && !declared.includes(media))
      checked.errors = [...(checked.errors ?? []), { message: `content-type ${media}` } as never];
    if (checked.errors?.length) {
      fake.violations.push(`request ${id}: ${JSON.stringify(checked.errors)}`);
      return answer(res, call, id, 400, error400(JSON.stringify(checked.errors).slice(0, 500)));
    }
    const external = decodeURIComponent(path.split('/')[3] ?? '');
    const put = (kind: string, extra: Record<string, unknown> = {}) => {
      const key = `${kind}/${external}`;
      const created = !fake.objects.has(key);
      fake.objects.set(key, body);
      return answer(res, call, id, created ? 201 : 200, extra);
    };
    const has = (kind: string, ext: unknown) => fake.objects.has(`${kind}/${String(ext)}`);
    const b = body as Record<string, unknown>;
    const missing = (what: string) =>
      answer(res, call, id, 404, {
        error: 'not found',
        errors: [{ error_code: 'common_not_found_error', message: `${what} not found` }],
      });
    switch (id) {
      case 'v1-upload-media': {
        // openapi-backend drops binary fields from `required`: the document requires the file, so check it.
        const file = files.get('media_file');
        if (!file?.bytes.length) return answer(res, call, id, 400, error400('media_file is required'));
        const sha256 = createHash('sha256').update(file.bytes).digest('hex');
        const stored = fake.media.get(external);
        // Documented: a media file cannot be changed once uploaded; the same file again is accepted.
        if (stored && stored.sha256 !== sha256)
          return answer(res, call, id, 409, {
            error: 'conflict',
            errors: [{ error_code: 'common_conflict_error', message: 'media already exists' }],
          });
        fake.media.set(external, { sha256, size: file.bytes.length, type: file.type, name: file.name });
        call.body = { media_file: { name: file.name, type: file.type, size: file.bytes.length, sha256 } };
        return answer(res, call, id, 200, { sha256 });
      }
      case 'v1-create-person':
        return put('person');
      case 'v1-create-contract':
        if (!has('person', b.client_external_id) || !has('person', b.contractor_external_id))
          return missing('person');
        return put('contract');
      case 'v1-create-pad':
        if (!has('person', b.person_external_id)) return missing('person');
        return put('pad');
      case 'v3-create-creative': {
        const contracts = (b.contract_external_ids as string[] | undefined) ?? [];
        if (!contracts.every((c) => has('contract', c))) return missing('contract');
        const mediaIds = (b.media_external_ids as string[] | undefined) ?? [];
        if (!mediaIds.every((m) => fake.media.has(m))) return missing('media');
        const erid = fake.erids.get(external) ?? `2Vtzqv${randomBytes(9).toString('hex')}`;
        fake.erids.set(external, erid);
        return put('creative', { erid });
      }
      case 'v3-create-statistics': {
        const items = b.items as {
          creative_external_id: string;
          pad_external_id: string;
          date_start_actual: string;
          date_end_actual: string;
        }[];
        for (const item of items) {
          if (!has('creative', item.creative_external_id) || !has('pad', item.pad_external_id))
            return answer(res, call, id, 400, error400('unknown creative or pad'));
          // Documented: the actual dates lie inside one calendar month.
          if (
            item.date_start_actual.slice(0, 7) !== item.date_end_actual.slice(0, 7) ||
            item.date_start_actual > item.date_end_actual
          )
            return answer(res, call, id, 400, error400('dates must lie inside one month'));
        }
        const ids = items.map(
          (i) => `${i.creative_external_id}__${i.pad_external_id}__${i.date_start_actual.slice(0, 8)}01`,
        );
        for (const key of ids) fake.statistics.set(key, (fake.statistics.get(key) ?? 0) + 1);
        return answer(res, call, id, 200, { external_ids: ids });
      }
      case 'v1-get-object-processing-status': {
        const [, , kind, ext] = path.split('/');
        const state = fake.registry.get(`${kind}/${decodeURIComponent(ext ?? '')}`) ?? {
          erir_status: 'processing',
        };
        const ts = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
        return answer(res, call, id, 200, {
          ...state,
          updated_by_user_ts: ts,
          processed_by_ord_ts: ts,
          sent_to_erir_ts: ts,
          verified_by_erir_ts: state.erir_status === 'verified' ? ts : null,
          finalized_ts: state.erir_status === 'processing' ? null : ts,
        });
      }
      default:
        fake.violations.push(`unexpected operation ${id}`);
        return answer(res, call, undefined, 404, { error: 'not found', errors: [] });
    }
  }

  const server: Server = createServer((req, res) => {
    serve(req, res).catch((error: Error) => {
      fake.violations.push(`fake failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
