/**
 * The tax service's public self-employed status check (statusnpd.nalog.ru, docs/decisions/067):
 * `POST {base}/api/v1/tracker/taxpayer_status` with `{inn, requestDate}` answers 200 `{status, message}`,
 * or 422 `{code, message}` with `validation.failed` (a malformed INN or date),
 * `taxpayer.status.service.limited.error` (over its limit of 2 requests a minute from one address) or
 * `taxpayer.status.service.unavailable.error`. Calls go through one limiter that lets at most 2 leave per
 * rolling minute, counted across instances in the shared database (decision 077); a caller that would wait
 * longer than it may gets `NpdUnavailable` and retries later.
 * Without `NPD_STATUS_URL` the built-in sandbox answers (the default for `npm start` and the demo).
 */

export interface NpdAnswer {
  /** true: self-employed on that day. */
  status: boolean;
  message: string;
}

/** The service could not answer now (down, over its limit, or our queue is full): nothing is known. */
export class NpdUnavailable extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`NPD status service unavailable: ${reason}`);
    this.name = 'NpdUnavailable';
    this.reason = reason;
  }
}

export interface CheckOptions {
  /** How long this caller may wait for a place in the queue. */
  waitMs: number;
  /** How long the call itself may take (the service asks clients to allow 60 s). */
  timeoutMs: number;
}

export interface NpdStatusClient {
  readonly name: 'sandbox' | 'http';
  check(inn: string, day: string, options: CheckOptions): Promise<NpdAnswer>;
}

export const NPD_CALLS_PER_MINUTE = 2;
const WINDOW_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** At most `limit` starts per rolling window, one caller at a time, in arrival order. */
export function rateQueue(limit = NPD_CALLS_PER_MINUTE, windowMs = WINDOW_MS, clock = () => Date.now()) {
  const starts: number[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const nextFree = () => (starts.length < limit ? 0 : (starts[starts.length - limit] as number) + windowMs);
  return {
    acquire(waitMs: number): Promise<void> {
      const deadline = clock() + waitMs;
      const turn = tail.then(async () => {
        const at = nextFree();
        if (at > deadline) throw new NpdUnavailable('queue_full');
        if (at > clock()) await sleep(at - clock());
        starts.push(clock());
        if (starts.length > limit) starts.shift();
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
    /** The service said we are over its limit: count the window as used up from now. */
    fill(): void {
      for (let i = 0; i < limit; i += 1) starts.push(clock());
      starts.splice(0, Math.max(0, starts.length - limit));
    },
  };
}

const isAnswer = (body: unknown): body is NpdAnswer =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as NpdAnswer).status === 'boolean' &&
  typeof (body as NpdAnswer).message === 'string';

/** What lets a call leave: the in-process `rateQueue`, or the instances' shared slots (decision 077). */
export interface NpdLimiter {
  acquire(waitMs: number): Promise<void>;
  fill(): void | Promise<void>;
}

/** The real service at `baseUrl`. */
export function httpNpdClient(
  baseUrl: string,
  windowMs = WINDOW_MS,
  queue: NpdLimiter = rateQueue(NPD_CALLS_PER_MINUTE, windowMs),
): NpdStatusClient {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v1/tracker/taxpayer_status`;
  return {
    name: 'http',
    async check(inn, day, { waitMs, timeoutMs }) {
      await queue.acquire(waitMs);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ inn, requestDate: day }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new NpdUnavailable('unreachable');
      }
      const body: unknown = await res.json().catch(() => null);
      if (res.status === 200 && isAnswer(body)) return { status: body.status, message: body.message };
      const code = (body as { code?: unknown } | null)?.code;
      const message = (body as { message?: unknown } | null)?.message;
      // A malformed INN is a definite answer: nobody with it can be paid as self-employed.
      if (res.status === 422 && code === 'validation.failed')
        return { status: false, message: typeof message === 'string' ? message : 'validation.failed' };
      if (code === 'taxpayer.status.service.limited.error')
        await Promise.resolve(queue.fill()).catch(() => {});
      throw new NpdUnavailable(typeof code === 'string' ? code : `http_${res.status}`);
    },
  };
}

/**
 * The sandbox: deterministic, like the payout sandbox. A 12-digit INN ending in 13 is not self-employed;
 * every other 12-digit INN is; anything else fails validation as the real service does.
 */
export function sandboxNpdClient(): NpdStatusClient {
  return {
    name: 'sandbox',
    async check(inn) {
      if (!/^\d{12}$/.test(inn)) return { status: false, message: 'validation.failed: inn' };
      const status = !inn.endsWith('13');
      return {
        status,
        message: `${inn} ${status ? 'является' : 'не является'} плательщиком налога на профессиональный доход`,
      };
    },
  };
}

export const npdStatusClient = (
  baseUrl: string | null,
  windowMs = WINDOW_MS,
  limiter?: NpdLimiter,
): NpdStatusClient => (baseUrl ? httpNpdClient(baseUrl, windowMs, limiter) : sandboxNpdClient());
