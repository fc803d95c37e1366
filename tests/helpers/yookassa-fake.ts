/**
 * A local YooKassa built from its published documentation (docs/decisions/073): the self-employed object
 * (pending until the blogger confirms in «Мой налог», here `confirm()`), payouts that start pending and
 * settle a moment later, notifications of the settled object, HTTP Basic with the gateway's agentId and
 * secret key, and `Idempotence-Key` on every POST (the same key and body answer as the first time; the
 * same key with another body is an `invalid_request`). What it refuses is what the documentation says
 * YooKassa refuses: a payout that takes the self-employed's year over 2.4 M RUB is canceled with
 * `self_employed_annual_limit_exceeded`, and the documented test wallets cancel with their reasons.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { YkPayout, YkSelfEmployed } from '../../api/modules/wallet/yookassa/yookassa-api.ts';

/** The self-employed's yearly income limit, in kopecks (422-FZ, checked by YooKassa). */
const YEAR_LIMIT_MINOR = 240_000_000;
/** Test wallets the payout testing guide lists with the cancellation they cause. */
const TEST_WALLET_REASONS = new Map([
  ['410011806060766', 'insufficient_funds'],
  ['410011788545536', 'general_decline'],
]);

export interface FakeCall {
  method: string;
  path: string;
  key: string | null;
}

export interface YooKassaFake {
  url: string;
  agentId: string;
  secretKey: string;
  calls: FakeCall[];
  payouts: Map<string, YkPayout>;
  selfEmployed: Map<string, YkSelfEmployed>;
  /** Where notifications go (the test wires it to the app's notification route). */
  notify: (body: string) => Promise<unknown>;
  confirm(id: string): void;
  /** The blogger declined or revoked the rights (`canceled`), or «Мой налог» does not know them (`unregistered`). */
  setStatus(id: string, status: YkSelfEmployed['status']): void;
  /** The fake's time: idempotency keys are kept 24 hours of it, payouts are dated by it. */
  clock: () => number;
  /** While true, settled payouts send no notification (delivery lost). */
  silent: boolean;
  /** The next call to `path` takes effect, but its answer is lost (HTTP 500). */
  loseNextAnswer(path: string): void;
  payoutsFor(reference: string): YkPayout[];
  idle(): Promise<void>;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: request bodies are read field by field, as a server would.
type Body = Record<string, any>;

const minor = (value: string) => Math.round(Number(value) * 100);
/** How long YooKassa keeps an idempotency key's answer (yookassa.ru/developers/using-api/interaction-format). */
const KEY_TTL_MS = 24 * 3_600_000;
/** How far back payout search reaches (yookassa.ru/developers/using-api/lists). */
const SEARCH_REACH_MS = 92 * 86_400_000;
const error = (code: string, description: string) => ({ type: 'error', id: randomUUID(), code, description });

export async function startYooKassaFake(settleMs = 20): Promise<YooKassaFake> {
  const agentId = '505101';
  const secretKey = `test_${randomUUID().replaceAll('-', '')}`;
  const keys = new Map<string, { body: string; status: number; answer: unknown; at: number }>();
  const lose = new Set<string>();
  const pending = new Set<Promise<unknown>>();

  const settle = (payout: YkPayout) => {
    // The provider settles a payout later, not in its answer: the fake's own delay, not a test's wait.
    const job = new Promise((resolve) => setTimeout(resolve, settleMs))
      .then(() => {
        if (payout.status === 'pending') {
          payout.status = 'succeeded';
          payout.succeeded_at = new Date(fake.clock()).toISOString();
          payout.receipt = {
            service_name: payout.receipt?.service_name ?? '',
            npd_receipt_id: `fake${payout.id.slice(3, 11)}`,
            url: `https://www.nalog.gov.ru/api/v1/receipt/fake/print`,
          };
        }
        if (fake.silent) return undefined;
        return fake.notify(
          JSON.stringify({ type: 'notification', event: `payout.${payout.status}`, object: payout }),
        );
      })
      .catch(() => undefined)
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  function createPayout(body: Body): [number, unknown] {
    const amount = body.amount;
    const destination = body.payout_destination_data;
    const se = fake.selfEmployed.get(body.self_employed?.id ?? '');
    const service = body.receipt_data?.service_name;
    if (!amount || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== 'RUB')
      return [400, error('invalid_request', 'amount')];
    if (destination?.type !== 'yoo_money' || !/^\d{11,20}$/.test(destination.account_number ?? ''))
      return [400, error('invalid_request', 'payout_destination_data')];
    if (!se || typeof service !== 'string' || service.length > 50 || service.length === 0)
      return [400, error('invalid_request', 'self_employed / receipt_data')];
    const year = new Date(fake.clock()).getUTCFullYear();
    const earned = [...fake.payouts.values()]
      .filter((p) => p.self_employed?.id === se.id && p.status !== 'canceled')
      .filter((p) => new Date(p.created_at).getUTCFullYear() === year)
      .reduce((sum, p) => sum + minor(p.amount.value), 0);
    const reason =
      earned + minor(amount.value) > YEAR_LIMIT_MINOR
        ? 'self_employed_annual_limit_exceeded'
        : TEST_WALLET_REASONS.get(destination.account_number);
    const payout: YkPayout = {
      id: `po-${randomUUID()}`,
      amount,
      status: reason ? 'canceled' : 'pending',
      description: body.description,
      created_at: new Date(fake.clock()).toISOString(),
      payout_destination: { type: 'yoo_money', account_number: destination.account_number },
      self_employed: { id: se.id },
      receipt: { service_name: service },
      ...(reason && { cancellation_details: { party: 'yoo_money', reason } }),
      metadata: body.metadata,
      test: true,
    };
    fake.payouts.set(payout.id, payout);
    settle(payout);
    return [200, payout];
  }

  function createSelfEmployed(body: Body): [number, unknown] {
    const itn = typeof body.itn === 'string' && /^\d{12}$/.test(body.itn) ? body.itn : undefined;
    const phone = typeof body.phone === 'string' && /^\d{11,15}$/.test(body.phone) ? body.phone : undefined;
    if ((!itn && !phone) || body.confirmation?.type !== 'redirect')
      return [400, error('invalid_request', 'itn or phone, confirmation')];
    const id = `se-${randomUUID()}`;
    const se: YkSelfEmployed = {
      id,
      status: 'pending',
      created_at: new Date(fake.clock()).toISOString(),
      ...(itn && { itn }),
      ...(phone && { phone }),
      confirmation: {
        type: 'redirect',
        confirmation_url: `https://lknpd.nalog.ru/settings/permissions/${id}`,
      },
      test: true,
    };
    fake.selfEmployed.set(id, se);
    return [200, se];
  }

  /** GET /payouts/search: exactly one `metadata[key]=value` pair; payouts of the last 3 months. */
  function searchPayouts(query: URLSearchParams): [number, unknown] {
    const pairs = [...query].filter(([k]) => k.startsWith('metadata['));
    const match = pairs.length === 1 ? /^metadata\[([\w-]{1,128})\]$/.exec(pairs[0]?.[0] ?? '') : null;
    const unknownParam = [...query].some(([k]) => !/^(metadata\[.+\]|limit|cursor|created_at\.\w+)$/.test(k));
    if (!match || unknownParam) return [400, error('invalid_request', 'metadata')];
    const [key, value] = [match[1] as string, pairs[0]?.[1]];
    const since = fake.clock() - SEARCH_REACH_MS;
    const items = [...fake.payouts.values()].filter(
      (p) => p.metadata?.[key] === value && Date.parse(p.created_at) >= since,
    );
    return [200, { type: 'list', items }];
  }

  function route(method: string, path: string, body: Body): [number, unknown] {
    if (method === 'GET' && path.startsWith('/payouts/search?'))
      return searchPayouts(new URLSearchParams(path.slice('/payouts/search?'.length)));
    if (method === 'POST' && path === '/self_employed') return createSelfEmployed(body);
    if (method === 'POST' && path === '/payouts') return createPayout(body);
    const [, kind, id] = path.split('/');
    const found =
      method === 'GET' && kind === 'payouts'
        ? fake.payouts.get(id ?? '')
        : method === 'GET' && kind === 'self_employed'
          ? fake.selfEmployed.get(id ?? '')
          : undefined;
    return found ? [200, found] : [404, error('not_found', path)];
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const path = (req.url ?? '').replace(/^\/v3/, '');
    const key = (req.headers['idempotence-key'] as string | undefined) ?? null;
    fake.calls.push({ method: req.method ?? '', path, key });
    const send = (status: number, answer: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    const expected = `Basic ${Buffer.from(`${agentId}:${secretKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(401, error('invalid_credentials', 'auth'));
    let status: number;
    let answer: unknown;
    if (req.method === 'POST') {
      if (!key || !/^[\w+.-]{1,64}$/.test(key)) return send(400, error('invalid_request', 'Idempotence-Key'));
      // A key is remembered for 24 hours; after that the same key is a new request.
      const kept = keys.get(`${path} ${key}`);
      const earlier = kept && fake.clock() - kept.at < KEY_TTL_MS ? kept : undefined;
      if (earlier && earlier.body !== raw)
        return send(400, error('invalid_request', 'Idempotence-Key reused'));
      if (earlier) [status, answer] = [earlier.status, earlier.answer];
      else {
        let body: Body;
        try {
          body = JSON.parse(raw);
        } catch {
          return send(400, error('invalid_request', 'JSON'));
        }
        [status, answer] = route('POST', path, body);
        keys.set(`${path} ${key}`, { body: raw, status, answer, at: fake.clock() });
      }
    } else [status, answer] = route(req.method ?? '', path, {});
    if (lose.delete(path.split('?')[0] ?? path)) return send(500, error('internal_server_error', 'lost'));
    send(status, answer);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: YooKassaFake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`,
    agentId,
    secretKey,
    calls: [],
    payouts: new Map(),
    selfEmployed: new Map(),
    notify: async () => undefined,
    confirm(id) {
      fake.setStatus(id, 'confirmed');
    },
    setStatus(id, status) {
      const se = fake.selfEmployed.get(id);
      if (se) se.status = status;
    },
    clock: () => Date.now(),
    silent: false,
    loseNextAnswer(path) {
      lose.add(path);
    },
    payoutsFor: (reference) =>
      [...fake.payouts.values()].filter((p) => p.metadata?.withdrawal_id === reference),
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
