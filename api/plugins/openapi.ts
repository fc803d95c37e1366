/**
 * OpenAPI document generated from the route schemas (Valibot → JSON Schema) and a Swagger UI. Outside
 * production both are public (local development); in production only admins get them (a bearer token),
 * since the UI brings its own, looser CSP and the document maps every route.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/api-paths.ts';
import { swaggerTransform } from '../lib/valibot.ts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = '/api/docs';

export default fp(
  async (app, { version, production }: { version: string; production: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Ambassador platform API', version },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: swaggerTransform,
    });
    const guard = production ? { onRequest: app.requireRole('admin') } : {};
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true, uiHooks: guard });
    app.get(OPENAPI_PATH, { schema: { hide: true }, ...guard }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['auth'] },
);
