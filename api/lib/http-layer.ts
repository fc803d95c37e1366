/**
 * The answers Node's HTTP layer would give by itself, before Fastify sees a request: a malformed request
 * line (400), a request line or headers over the size limit (431), headers that time out (408), an Expect
 * it cannot meet (417). Node's own carry no security headers; these carry the app's and its error body.
 * The request's language is unknown here (its Host was never read): the default one is used.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ErrorCode } from '#contract/errors.ts';
import { AppError } from './app-error.ts';
import { errorBody } from './error-reply.ts';

const STATUS_BY_CODE = new Map([
  ['HPE_HEADER_OVERFLOW', 431],
  ['ERR_HTTP_REQUEST_TIMEOUT', 408],
]);

function answer(status: number, headers: Readonly<Record<string, string>>) {
  const body = JSON.stringify(errorBody(new AppError(status, ErrorCode.badRequest, 'bad_request'), 'ru'));
  const all: Record<string, string> = {
    ...headers,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  return { all, body };
}

/** Fastify's `clientErrorHandler`: the parser failed, so the raw socket gets the answer. */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  headers: Readonly<Record<string, string>>,
) {
  // A reset connection has nobody left to answer (Node's own rule).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE.get(error.code ?? '') ?? 400;
  const { all, body } = answer(status, headers);
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  socket.destroy(error);
}

/** The server's `checkExpectation` listener: an Expect other than 100-continue gets 417. */
export function answerExpectation(
  _request: IncomingMessage,
  response: ServerResponse,
  headers: Readonly<Record<string, string>>,
) {
  const { all, body } = answer(417, headers);
  response.writeHead(417, all).end(body);
}
