/**
 * POST /api/v1/payouts/yookassa/notifications: YooKassa's payout.succeeded / payout.canceled. YooKassa does
 * not sign notifications; its documentation offers two checks, the sender's address and the object's status
 * read back through the API. We do the second: the body only names a payout, which is fetched from YooKassa
 * with our credentials, and only that answer (its status and our withdrawal id in its metadata) settles the
 * request, so a forged or replayed body can at most make us read a true status (docs/decisions/073).
 * YooKassa repeats a notification until it gets a 200, so an already settled request answers 200 too.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import type { ValibotTypeProvider } from '../../../lib/valibot.ts';
import { settlePayout } from '../payouts.service.ts';
import { type YooKassaClient, YooKassaRefusal, ykCancellation } from './yookassa-api.ts';

const Notification = v.object({
  type: v.literal('notification'),
  event: v.pipe(v.string(), v.maxLength(100)),
  object: v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)) }),
});

const Result = v.object({ result: v.picklist(['settled', 'duplicate', 'ignored']) });

const yookassaNotificationRoutes: FastifyPluginAsync<
  { client: YooKassaClient },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { client }) => {
  app.post(
    `/${ApiPath.yookassaNotifications}`,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['wallet'],
        body: Notification,
        response: { 200: Result, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      if (!request.body.event.startsWith('payout.')) return { result: 'ignored' as const };
      const payout = await client.getPayout(request.body.object.id).catch((error: unknown) => {
        // YooKassa does not know this payout: the body was not theirs. Anything else is retried by them.
        if (error instanceof YooKassaRefusal && error.status === 404) return null;
        throw error;
      });
      const reference = payout?.metadata?.withdrawal_id;
      if (
        !payout ||
        payout.status === 'pending' ||
        !reference ||
        !v.is(v.pipe(v.string(), v.uuid()), reference)
      )
        return { result: 'ignored' as const };
      const reason = ykCancellation(payout);
      const result = await settlePayout(request.em, {
        event_id: `${payout.id}-${payout.status}`,
        payout_id: payout.id,
        reference,
        status: payout.status === 'succeeded' ? 'completed' : 'failed',
        ...(reason && { reason }),
      });
      return { result };
    },
  );
};

export default yookassaNotificationRoutes;
