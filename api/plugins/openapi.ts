/**
 * OpenAPI document generated from the route schemas (Valibot → JSON Schema) and a Swagger UI. Outside
 * production both are public (local development); in production only admins get them (a bearer token),
 * since the UI brings its own, looser CSP and the document maps every route.
 * Each operation's security follows its route's guard (app.requireAuth/requireApproved/requireRole), so the
 * document cannot drift from what is enforced; ids, summaries and additions are applied by openapi-doc.ts.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '#contract/api-paths.ts';
import { finishDocument, type OpenApiAdditions } from '../lib/openapi-doc.ts';
import { swaggerTransform } from '../lib/valibot.ts';
import { isBearerGuard } from './auth.ts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = '/api/docs';

const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
const guarded = (route: RouteOptions) => GUARD_HOOKS.some((hook) => [route[hook]].flat().some(isBearerGuard));

export interface OpenApiOptions {
  version: string;
  production: boolean;
  additions: OpenApiAdditions;
}

export default fp(
  async (app, { version, production, additions }: OpenApiOptions) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ambassador platform API',
          version,
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'The opaque access token from sign-in or refresh, sent as `Authorization: Bearer`',
            },
            telegramSecret: {
              type: 'apiKey',
              in: 'header',
              name: 'X-Telegram-Bot-Api-Secret-Token',
              description: 'The secret token given to Telegram at setWebhook (TELEGRAM_WEBHOOK_SECRET)',
            },
          },
        },
      },
      transform: ({ schema, url, route }: { schema: unknown; url: string; route: RouteOptions }) => {
        const out = swaggerTransform({ schema, url });
        if (!out.schema) return out;
        return { url, schema: { ...out.schema, security: guarded(route) ? [{ bearer: [] }] : [] } };
      },
      transformObject: (doc) =>
        'openapiObject' in doc ? finishDocument(doc.openapiObject, additions) : doc.swaggerObject,
    });
    const guard = production ? { onRequest: app.requireRole('admin') } : {};
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true, uiHooks: guard });
    app.get(OPENAPI_PATH, { schema: { hide: true }, ...guard }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['auth'] },
);
