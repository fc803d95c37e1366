/**
 * What the route schemas cannot say, added to the OpenAPI document per operation (api/lib/openapi-doc.ts):
 * webhook signature headers and the payout webhook's body (read before any parsing), Idempotency-Key, the
 * referral redirect, files served with byte ranges, multipart uploads; the tus endpoint is openapi-tus.ts.
 */
import {
  SIGNATURE_HEADER as SALES_SIGNATURE,
  SIGNATURE_TOLERANCE_S,
  TIMESTAMP_HEADER,
} from '#contract/sales.ts';
import { IDEMPOTENCY_KEY, PayoutWebhookBody } from '#contract/wallet.ts';
import { IMAGE_MIME } from '../../lib/multipart-file.ts';
import {
  errorResponse as error,
  header,
  type Json,
  jsonBody,
  type OperationExtra,
  text,
} from '../../lib/openapi-doc.ts';
import { IDEMPOTENCY_KEY_MAX } from '../placements/placement-actions.service.ts';
import { REFERRAL_PREFIXES } from '../sales/referral.routes.ts';
import { SIGNATURE_HEADER as PAYOUT_SIGNATURE } from '../wallet/payout-provider.ts';

const binary = (types: string[], description: string, headers?: Json) => ({
  description,
  ...(headers && { headers }),
  content: Object.fromEntries(types.map((type) => [type, { schema: { ...text, contentMediaType: type } }])),
});

/** The few routes with no 4xx of their own can still be refused before routing (e.g. a malformed URL). */
const unreadable = { responses: { '4XX': error('The request could not be read (e.g. a malformed URL)') } };

const image = {
  responses: {
    200: binary(Object.values(IMAGE_MIME), 'The image (cached for good: file names are never reused)'),
    404: error('No such image'),
    422: error('Not a valid image file name'),
  },
};

const imageUpload = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { ...text, contentMediaType: 'application/octet-stream' } },
        },
      },
    },
  },
};

/** Stored uploads are sent whole or as one byte range (api/lib/byte-range.ts); course media carry an ETag. */
function ranged(etag: boolean, errors: Record<string, Json>): OperationExtra {
  const acceptRanges = { 'Accept-Ranges': { schema: text } };
  return {
    parameters: [
      header('Range', 'One byte range: `bytes=start-end`, `bytes=start-` or `bytes=-suffix`', text, false),
      ...(etag
        ? [
            header('If-Range', 'The ETag the range is for; any other gets the whole file', text, false),
            header('If-None-Match', 'A cached ETag: the current one gets 304', text, false),
          ]
        : []),
    ],
    responses: {
      200: binary(['*/*'], 'The whole file, in its sniffed type', acceptRanges),
      206: binary(['*/*'], 'The requested byte range', {
        'Content-Range': { description: '`bytes start-end/size`', schema: text },
        ...acceptRanges,
      }),
      ...(etag && { 304: { description: 'Not modified: the If-None-Match ETag is current' } }),
      416: {
        description: 'The range lies outside the file',
        headers: { 'Content-Range': { description: '`bytes */size`', schema: text }, ...acceptRanges },
      },
      ...errors,
    },
  };
}

const referral = {
  responses: {
    200: null,
    302: {
      description:
        '`?to=join`: to registration with the inviter filled in; otherwise to the shop with a signed click id. ' +
        'Always a 302: an unknown or mangled link (any other `to`, a part over 200 characters, a bad ' +
        'encoding) goes on without an inviter or click id',
      headers: {
        Location: { description: 'Where the visitor goes', schema: text },
        'Cache-Control': { description: '`no-store`', schema: text },
      },
    },
    // Answered by the HTTP layer before the route, with the app's error body (api/lib/http-layer.ts).
    431: error('The link and headers together are over the server limit (16 KB)'),
    default: error('An unexpected error'),
  },
};

const signedAt = `Unix seconds; refused more than ${SIGNATURE_TOLERANCE_S} s away from the server clock`;

export const OPERATION_EXTRAS: Record<string, OperationExtra> = {
  'GET /api/v1/health': unreadable,
  'GET /api/v1/config': unreadable,
  'GET /api/v1/ranks/ladder': unreadable,
  'OPTIONS /api/v1/uploads': unreadable,
  // A bearer token is optional here: its session ends as well as the refresh token's.
  'POST /api/v1/auth/sign-out': { security: [{}, { bearer: [] }] },
  'POST /api/v1/telegram/webhook': { security: [{ telegramSecret: [] }] },
  'POST /api/v1/sales/webhook': {
    parameters: [
      header(TIMESTAMP_HEADER, `When the call was signed: ${signedAt}`, { ...text, pattern: '^\\d{1,12}$' }),
      header(SALES_SIGNATURE, 'Hex HMAC-SHA256 of `{timestamp}.{raw body}` with SALES_WEBHOOK_SECRET', {
        ...text,
        pattern: '^[0-9a-fA-F]{64}$',
      }),
    ],
  },
  'POST /api/v1/payouts/webhook': {
    parameters: [
      header(
        PAYOUT_SIGNATURE,
        `\`t={timestamp},v1={hex HMAC-SHA256 of "{timestamp}.{raw body}" with PAYOUT_WEBHOOK_SECRET}\`, the timestamp in ${signedAt}`,
        { ...text, maxLength: 300 },
      ),
    ],
    requestBody: { required: true, content: jsonBody(PayoutWebhookBody) },
  },
  'GET /api/v1/documents/acts/{id}/pdf': {
    responses: { 200: binary(['application/pdf'], 'The act, rendered from what was issued (decision 072)') },
  },
  'POST /api/v1/wallet/withdrawals': {
    parameters: [
      header(
        'Idempotency-Key',
        'One per request: a repeat gets the same withdrawal (with another body: 409)',
        {
          ...text,
          pattern: IDEMPOTENCY_KEY.source,
        },
      ),
    ],
  },
  'POST /api/v1/placements/{id}/submit': {
    parameters: [
      header('Idempotency-Key', 'One per submission: a repeat gets the same answer', {
        ...text,
        minLength: 1,
        maxLength: IDEMPOTENCY_KEY_MAX,
      }),
    ],
  },
  'GET /api/v1/placements/{id}/files/{fileId}': ranged(false, {
    401: error('Not signed in'),
    404: error("No such file, or neither the owner's nor staff"),
    422: error('Not a valid id'),
  }),
  'GET /api/v1/courses/{id}/media/{mediaId}': ranged(true, {
    401: error('Not signed in'),
    403: error('The account is not approved'),
    404: error('No such medium'),
    422: error('Not a valid id'),
  }),
  'GET /api/v1/placements/{id}/reports/{month}/screenshot': {
    responses: {
      200: binary(Object.values(IMAGE_MIME), "The month's screenshot of the network's statistics"),
      401: error('Not signed in'),
      404: error("No screenshot, or neither the owner's nor staff"),
      422: error('Not a valid id or month'),
    },
  },
  'PUT /api/v1/placements/{id}/reports/{month}': {
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['impressions', 'key', 'screenshot'],
            properties: {
              impressions: { ...text, description: 'Digits (spaces allowed), at most 2 000 000 000' },
              key: { ...text, format: 'uuid', description: "The device's key of this entry" },
              screenshot: { ...text, contentMediaType: 'application/octet-stream' },
            },
          },
        },
      },
    },
  },
  'GET /api/v1/avatars/{file}': image,
  'GET /api/v1/products/images/{file}': image,
  'POST /api/v1/profile/avatar': imageUpload,
  'POST /api/v1/admin/products/{id}/image': imageUpload,
  ...Object.fromEntries(REFERRAL_PREFIXES.map((prefix) => [`GET ${prefix}/r/{part}`, referral])),
};
