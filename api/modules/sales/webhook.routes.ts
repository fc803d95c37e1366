/**
 * POST /api/v1/sales/webhook: the brand's subscription system reports orders and refunds. The signature is
 * checked over the raw body before it is parsed, so this plugin (an encapsulated scope) has its own JSON
 * parser that keeps the text. Bad or stale signature → 401 with the app's error body; nothing is written.
 */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import {
  SalesWebhookBody,
  SalesWebhookResponse,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { ingest } from './ingest.service.ts';
import { freshTimestamp, validSignature } from './signature.ts';

/** Requests whose raw body carried a valid signature (a body-less request never gets in). */
const verified = new WeakSet<FastifyRequest>();
const errors = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };

const webhookRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const secret = config.sales.webhookSecret;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const timestamp = request.headers[TIMESTAMP_HEADER];
    if (
      !freshTimestamp(timestamp) ||
      !validSignature(secret, timestamp, text, request.headers[SIGNATURE_HEADER])
    ) {
      done(unauthorized(), undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      verified.add(request);
      done(null, parsed);
    } catch {
      done(new AppError(400, ErrorCode.badRequest, 'bad_request'), undefined);
    }
  });

  app.post(
    `/${ApiPath.salesWebhook}`,
    {
      schema: { tags: ['sales'], body: SalesWebhookBody, response: { 200: SalesWebhookResponse, ...errors } },
      // Cheap refusals first: no body is read without a fresh timestamp and a signature header.
      onRequest: async (request) => {
        if (!freshTimestamp(request.headers[TIMESTAMP_HEADER]) || !request.headers[SIGNATURE_HEADER])
          throw unauthorized();
      },
      preValidation: async (request) => {
        if (!verified.has(request)) throw unauthorized();
      },
    },
    async (request) => {
      const { results } = await ingest(request.em, request.body.events, 'webhook', {
        clickKey: config.sales.clickKey,
        windowDays: config.sales.attributionWindowDays,
      });
      return { results };
    },
  );
};

export default webhookRoutes;
