/** GET /api/v1/placements/:id/files/:fileId: uploaded materials, streamed to their owner and to moderators. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../contract/api-paths.ts';
import { DeviceId } from '../../../contract/placements.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { openUpload, uploadSize } from '../../lib/upload-storage.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { PlacementFile } from './placement.entity.ts';

const Params = v.object({ id: DeviceId, fileId: DeviceId });

/** A single `bytes=a-b` / `bytes=a-` / `bytes=-n` range, or null (whole file) / 'invalid'. */
export function parseRange(header: string | undefined, size: number) {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start <= end && start < size ? { start, end } : 'invalid';
}

const placementFileRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  app.get(
    `/${ApiPath.placementFile(':id', ':fileId')}`,
    {
      schema: {
        tags: ['placements'],
        security: [{ bearer: [] }],
        params: Params,
      },
      preHandler: app.requireAuth,
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
      const size = await uploadSize(config.varDir, file.uploadId);
      if (size === null) throw notFound();
      const range = parseRange(request.headers.range, size);
      reply
        .header('content-type', file.sniffedType ?? 'application/octet-stream')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
      if (!range) return reply.header('content-length', size).send(openUpload(config.varDir, file.uploadId));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(openUpload(config.varDir, file.uploadId, range));
    },
  );
};

export default placementFileRoutes;
