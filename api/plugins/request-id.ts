/**
 * Request ids (docs/decisions/062): a proxy's or client's `x-request-id` is kept when it is a safe token,
 * otherwise the request gets a new UUID. Fastify logs it as `reqId` on every line of the request; the
 * response echoes it, with the answering instance's name, so a report can be matched to the logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
export const INSTANCE_HEADER = 'x-instance';
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId` (its own `requestIdHeader` would take any header value as it is). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

export default fp(
  async (app, opts: { instanceId: string }) => {
    // A callback hook: an async one costs a promise and a microtask turn on every request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      reply.header(INSTANCE_HEADER, opts.instanceId);
      done();
    });
  },
  { name: 'request-id' },
);
