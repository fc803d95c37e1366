/** /api/v1/products: the showcase a signed-in blogger sees, and the product pictures (public). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { ProductImageParams, Product as ProductSchema } from '#contract/products.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { IMAGE_MIME } from '../../lib/multipart-file.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { findImage, listPublished } from './products.service.ts';

const productRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    `/${ApiPath.products}`,
    {
      schema: {
        tags: ['products'],
        security: [{ bearer: [] }],
        response: { 200: v.array(ProductSchema), 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireApproved,
    },
    async (request) => listPublished(request.em, currentUser(request).id),
  );

  app.get(
    `/${ApiPath.productImage(':file')}`,
    { schema: { tags: ['products'], params: ProductImageParams } },
    async (request, reply) => {
      const image = await findImage(request.em, request.params.file);
      if (!image) throw notFound();
      const ext = request.params.file.split('.').pop() ?? '';
      // Names are never reused (a new upload gets a new name), so the picture can be cached for good.
      return reply
        .header('content-type', IMAGE_MIME.get(ext) ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(image.bytes));
    },
  );
};

export default productRoutes;
