/** GET /api/v1/placements/:id/files/:fileId: uploaded materials, streamed to their owner and to moderators. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { DeviceId } from '#contract/placements.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { sendUploadBytes } from '../../lib/byte-range.ts';
import { currentUser } from '../../lib/current-user.ts';
import { storedUploadSize } from '../../lib/storage/index.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { PlacementFile } from './placement.entity.ts';

const Params = v.object({ id: DeviceId, fileId: DeviceId });

const placementFileRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  app.get(
    `/${ApiPath.placementFile(':id', ':fileId')}`,
    {
      schema: {
        tags: ['placements'],
        security: [{ bearer: [] }],
        params: Params,
      },
      onRequest: app.requireAuth,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await request.em.findOne(
        PlacementFile,
        { id: request.params.fileId, placement: request.params.id, uploaded: true },
        { populate: ['placement'] },
      );
      const staff = user.role !== 'ambassador';
      const owner = file?.placement.owner.id === user.id && user.status === 'approved';
      if (!file?.uploadId || !(staff || owner)) throw notFound();
      const size = await storedUploadSize(app.storage, file.uploadId);
      if (size === null) throw notFound();
      reply
        .header('content-type', file.sniffedType ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      return sendUploadBytes(request, reply, app.storage, file.uploadId, size);
    },
  );
};

export default placementFileRoutes;
