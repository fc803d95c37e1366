/** OpenAPI document generated from the route schemas (Valibot → JSON Schema) and a Swagger UI. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/api-paths.ts';
import { swaggerTransform } from '../lib/valibot.ts';

export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = '/api/docs';

export default fp(
  async (app, { version }: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Ambassador platform API', version },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: swaggerTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
