/**
 * The one error handler. Every failure leaves as `{ message, code, errors? }` (contract/errors.ts) in the
 * request's language; 5xx never carry details or stacks (they are logged instead).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '#contract/limits.ts';
import type { Config } from '../config.ts';
import { sendError } from '../lib/error-reply.ts';
import { type LocaleDomains, requestLocale } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a router error (bad URL encoding, over-long parameter) as the app's error body. */
    sendFrameworkError: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
  interface FastifyRequest {
    /** Language for messages to this request's user (computed on first use). */
    locale(): Locale;
  }
}

export default fp(
  async (app, opts: { config: Pick<Config, keyof LocaleDomains> }) => {
    const domains: LocaleDomains = { enDomains: opts.config.enDomains, byDomains: opts.config.byDomains };
    const cache = new WeakMap<FastifyRequest, Locale>();
    app.decorateRequest('locale', function (this: FastifyRequest) {
      const cached = cache.get(this);
      if (cached) return cached;
      const locale = requestLocale(this, domains);
      cache.set(this, locale);
      return locale;
    });
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    // The router answers these before any hook runs, on a bare request without the decorators.
    app.decorate(
      'sendFrameworkError',
      (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        if (typeof request.locale !== 'function') request.locale = () => requestLocale(request, domains);
        return sendError(error, request, reply);
      },
    );
  },
  { name: 'errors', dependencies: ['@fastify/cookie'] },
);
