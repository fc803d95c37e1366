/**
 * Security headers (computed by @fastify/helmet). The CSP allows the app itself and nothing else; the support
 * widget and analytics hosts are added through config (`CSP_*_SRC`, see api/config.ts) when enabled.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contract/errors.ts';
import type { Config, CspExtra } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { answerExpectation } from '../lib/http-layer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The constant security headers, for answers that bypass the onRequest hook (router errors). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

export function cspDirectives(extra: CspExtra, https: boolean) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...extra.scriptSrc],
    // Inline styles: React's style attributes are CSSOM (allowed anyway), but UI libraries and the
    // loading bar inject <style>; scripts stay strict, which is what matters.
    styleSrc: ["'self'", "'unsafe-inline'", ...extra.styleSrc],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra.connectSrc],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: extra.frameSrc.length ? extra.frameSrc : ["'none'"],
    // Only over HTTPS: on a plain-HTTP LAN deployment it would break every asset request.
    upgradeInsecureRequests: https ? [] : null,
  };
}

const badRequest = () => new AppError(400, ErrorCode.badRequest, 'bad_request');

const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet produces for these options. They never vary per request, and the plugin
 * rebuilds helmet's middleware (re-parsing the CSP) on every request, which cost ~60 µs each; so they are
 * computed once from a probe instance and then set as constants.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !NOT_SECURITY_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

export default fp(
  async (app, { config }: { config: Config }) => {
    const https = config.publicUrl.startsWith('https://');
    const headers = await securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config.csp, https) },
      // HSTS only when the public URL is HTTPS (it would pin http://localhost otherwise).
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.decorate('securityHeaders', headers);
    // onRequest so that every answer has them, errors and 404s included; routes may still override one.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // HTTP/1.1 requires Host (RFC 9112 §3.2); Node's own check would answer without these headers.
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return done(badRequest());
      done();
    });
    // Node's own 417 for an Expect it cannot meet would lack them too.
    app.server.on('checkExpectation', (request, response) => answerExpectation(request, response, headers));
  },
  { name: 'security' },
);
