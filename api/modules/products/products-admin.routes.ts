/**
 * /api/v1/admin/products: moderators read every product; admins create, edit, delete and give pictures,
 * each write audited in its own transaction (docs/decisions/060-products.md).
 */
import multipart from '@fastify/multipart';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  ProductBody,
  ProductParams,
  Product as ProductSchema,
} from '#contract/products.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import type { ProductRow } from './product.entity.ts';
import { readProductImage } from './product-image.ts';
import {
  createProduct,
  deleteProduct,
  listAll,
  replaceImage,
  toProduct,
  updateProduct,
} from './products.service.ts';

type Action = 'product.create' | 'product.update' | 'product.delete' | 'product.image';

const productAdminRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const read = app.requireRole('moderator');
  const write = app.requireRole('admin');
  const one = { 200: ProductSchema, ...ADMIN_ERRORS };

  /** A write and its audit line (the product's title) in one transaction. */
  const save = async (
    request: FastifyRequest,
    action: Action,
    work: (tx: EntityManager) => Promise<ProductRow>,
  ) =>
    toProduct(
      await audited(request.em, currentUser(request).id, action, work, (row) => ({
        id: row.id,
        reason: row.title,
      })),
    );

  app.get(
    `/${ApiPath.adminProducts}`,
    {
      schema: { ...ADMIN_ROUTE, response: { 200: v.array(ProductSchema), ...ADMIN_ERRORS } },
      onRequest: read,
    },
    async (request) => listAll(request.em),
  );

  app.post(
    `/${ApiPath.adminProducts}`,
    {
      schema: { ...ADMIN_ROUTE, body: ProductBody, response: { 201: ProductSchema, ...ADMIN_ERRORS } },
      onRequest: write,
    },
    async (request, reply) => {
      const product = await save(request, 'product.create', (tx) => createProduct(tx, request.body));
      return reply.code(201).send(product);
    },
  );

  app.put(
    `/${ApiPath.adminProduct(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: ProductParams, body: ProductBody, response: one },
      onRequest: write,
    },
    async (request) =>
      save(request, 'product.update', (tx) => updateProduct(tx, request.params.id, request.body)),
  );

  app.delete(
    `/${ApiPath.adminProduct(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: ProductParams, response: { 204: v.null(), ...ADMIN_ERRORS } },
      onRequest: write,
    },
    async (request, reply) => {
      await save(request, 'product.delete', (tx) => deleteProduct(tx, request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.adminProductImage(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: ProductParams,
        consumes: ['multipart/form-data'],
        response: { ...one, 400: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
      onRequest: write,
    },
    async (request) => {
      // The bytes are read and checked before the transaction opens: a slow upload holds no lock.
      const image = await readProductImage(request);
      return save(request, 'product.image', (tx) => replaceImage(tx, request.params.id, image));
    },
  );
};

export default productAdminRoutes;
