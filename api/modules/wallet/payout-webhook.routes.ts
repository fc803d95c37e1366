/**
 * POST /api/v1/payouts/webhook: the payout provider reports a payout's outcome. Signed like a real
 * provider's (HMAC-SHA256 over "timestamp.raw body", 5-minute tolerance), so the route keeps the raw body;
 * idempotent (a repeated event answers 200 `duplicate` and changes nothing).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import { PayoutWebhookBody } from '#contract/wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { SIGNATURE_HEADER, verifySignature } from './payout-provider.ts';
import { settlePayout } from './payouts.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const WEBHOOK_BODY_LIMIT = 16 * 1024;

const payoutWebhookRoutes: FastifyPluginAsync<
  { secret: string },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { secret }) => {
  // Only inside this plugin: JSON is parsed here, after the signature over its exact bytes is checked.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      request.rawBody = String(body);
      done(null, {});
    },
  );

  app.post(
    `/${ApiPath.payoutWebhook}`,
    {
      schema: {
        tags: ['wallet'],
        response: {
          200: v.object({ result: v.picklist(['settled', 'duplicate']) }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const raw = request.rawBody ?? '';
      if (!verifySignature(secret, raw, request.headers[SIGNATURE_HEADER]))
        throw new AppError(401, ErrorCode.unauthorized, 'invalid_signature');
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError(400, ErrorCode.badRequest, 'bad_request');
      }
      const parsed = v.safeParse(PayoutWebhookBody, json);
      if (!parsed.success) throw new AppError(422, ErrorCode.validation, 'validation_failed');
      return { result: await settlePayout(request.em, parsed.output) };
    },
  );
};

export default payoutWebhookRoutes;
