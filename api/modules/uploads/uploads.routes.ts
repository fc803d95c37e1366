/**
 * /api/v1/uploads[/*]: Fastify authenticates, then hands the request to the tus server (tus streams the body
 * to disk itself, Fastify never buffers it) and sends tus's answer through its own hooks (tus-http.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PlacementPath } from '../../../contract/api-paths.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import { handleTus } from './tus-http.ts';
import { createTusServer, setCaller } from './tus-server.ts';

const uploadRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const tus = createTusServer(config, app.orm, app.log);
  // The body stays an unread stream for tus.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.user) setCaller(request.raw, { userId: currentUser(request).id, locale: request.locale() });
    return handleTus(tus, request, reply);
  };
  const base = `/${PlacementPath.uploads}`;
  for (const url of [base, `${base}/*`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
      url,
      schema: { hide: true },
      preHandler: app.requireApproved,
      handler: handle,
    });
    app.route({ method: 'OPTIONS', url, schema: { hide: true }, handler: handle });
  }
};

export default uploadRoutes;
