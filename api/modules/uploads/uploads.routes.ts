/**
 * /api/v1/uploads[/*]: Fastify authenticates, then hands the request to the tus server (tus streams the body
 * to disk itself, Fastify never buffers it) and sends tus's answer through its own hooks (tus-http.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiPath } from '../../../contract/api-paths.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { reconcileUpload } from './reconcile.ts';
import { handleTus } from './tus-http.ts';
import { createTusServer, setCaller, TUS_PATH } from './tus-server.ts';
import { creationMeta, keyedQueue, resumableUpload } from './upload-claims.ts';

const uploadIdOf = (url: string) => /\/([0-9a-f]{32})(?:\?|$)/.exec(url)?.[1] ?? null;

const uploadRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const tus = createTusServer(config, app.orm, app.log);
  // The body stays an unread stream for tus.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const creations = keyedQueue();

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return handleTus(tus, request, reply);
    const caller = { userId: currentUser(request).id, locale: request.locale() };
    setCaller(request.raw, caller);
    const uploadId = request.method === 'HEAD' ? uploadIdOf(request.url) : null;
    if (uploadId)
      await reconcileUpload(request.em.fork(), config.varDir, caller.userId, uploadId, caller.locale);
    const meta = request.method === 'POST' ? creationMeta(request.headers['upload-metadata']) : null;
    if (!meta) return handleTus(tus, request, reply);
    // One creation per declared file at a time; a repeated one resumes the upload already made.
    return creations(meta.fileId, async () => {
      const size = Number(request.headers['upload-length']);
      const existing = await resumableUpload(request.em, config.varDir, caller, meta, size);
      if (!existing) return handleTus(tus, request, reply);
      return reply
        .code(201)
        .header('tus-resumable', '1.0.0')
        .header('location', `${TUS_PATH}/${existing}`)
        .send();
    });
  };
  const base = `/${ApiPath.uploads}`;
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
