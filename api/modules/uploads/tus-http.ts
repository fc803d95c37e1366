/**
 * Bridges Fastify and the tus server without hijacking the reply: the raw request becomes a web Request
 * (its body a placeholder: tus writes the Node request itself to disk, tus-node-body.ts), and tus's web
 * Response is sent through Fastify. So every tus answer gets the app's security headers and `Cache-Control: no-store` (onRequest/onSend hooks), and
 * every tus error the app's JSON error body. CORS headers are dropped: the PWA is same-origin.
 */
import type { Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendError, toAppError } from '../../lib/error-reply.ts';
import { nodeBody } from './tus-node-body.ts';

const DROPPED = /^(access-control-|content-type$|content-length$)/;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = raw.method ?? 'GET';
  const hasBody = method === 'POST' || method === 'PATCH';
  const web = new Request(`http://localhost${raw.url ?? '/'}`, {
    method,
    headers,
    body: hasBody ? nodeBody(raw) : null,
    duplex: 'half',
  } as RequestInit);
  // tus reads the Node request from here (aborts, and the caller set by the route).
  return Object.assign(web, { runtime: { node: { req: raw, res: reply.raw } } });
}

/** Our hooks' errors already carry the app body (see TusError); tus's own are plain text. */
function appBody(text: string): { message: string; code: string } | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && 'code' in body)
      return body as { message: string; code: string };
  } catch {
    // Plain text from tus.
  }
  return null;
}

export async function handleTus(tus: Server, request: FastifyRequest, reply: FastifyReply) {
  const response = await tus.handleWeb(toWebRequest(request, reply));
  for (const [name, value] of response.headers) {
    if (!DROPPED.test(name)) reply.header(name, value);
  }
  reply.code(response.status);
  if (response.status < 400) {
    const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
    return reply.send(body);
  }
  const text = await response.text();
  const own = appBody(text);
  if (own) return reply.type('application/json; charset=utf-8').send(own);
  // A tus protocol error (missing version, bad offset, unknown upload…): same status, the app's body.
  const base = toAppError({ statusCode: response.status });
  const error = new AppError(response.status, base.code, base.messageId);
  request.log.info({ status: response.status, tus: text.trim() }, 'upload request refused');
  return sendError(error, request, reply);
}
