/** Raw HTTP for the chaos tus client: a request whose body is written slowly, so a kill lands mid-upload. */
import { request } from 'node:http';
import { sleep } from './harness.ts';

const CHUNK = 32 * 1024;
const CHUNK_PAUSE_MS = 8;

/** An answer the client will not retry: the draft is given up and the audit counts it. */
export class Refused extends Error {}

export interface RawAnswer {
  status: number;
  body: string;
  location?: string;
  offset?: string;
}

/** 4xx (except 423 Locked) are final; anything else is retried once the server is back. */
export function answer(what: string, res: RawAnswer): Error {
  const message = `${what}: ${res.status} ${res.body}`;
  return res.status >= 400 && res.status < 500 && res.status !== 423
    ? new Refused(message)
    : new Error(message);
}

/** ~4 MB/s: 32 KB pieces with a short pause between them. */
export function slowRequest(url: URL, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<RawAnswer>((done, fail) => {
    const req = request(url, {
      method,
      headers: body ? { ...headers, 'content-length': body.length } : headers,
    });
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('error', fail);
      res.on('end', () => {
        const offset = res.headers['upload-offset'];
        done({
          status: res.statusCode ?? 0,
          body: text,
          location: res.headers.location,
          offset: typeof offset === 'string' ? offset : undefined,
        });
      });
    });
    void (async () => {
      for (let at = 0; body && at < body.length && !req.destroyed; at += CHUNK) {
        if (!req.write(body.subarray(at, at + CHUNK)))
          await new Promise((r) => {
            req.once('drain', r);
            req.once('close', r);
          });
        await sleep(CHUNK_PAUSE_MS);
      }
      req.end();
    })();
  });
}
