import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';

export const ProductImage = defineEntity({
  name: 'ProductImage',
  tableName: 'product_images',
  properties: {
    /** The public name: a server-made id and the sniffed type's extension (jpg, png or webp). */
    file: p.string().length(45).primary(),
    bytes: p.blob(),
    createdAt: createdAt(),
  },
});
export type ProductImage = InferEntity<typeof ProductImage>;

export const ProductRow = defineEntity({
  name: 'ProductRow',
  tableName: 'products',
  indexes: [{ properties: ['locale', 'published', 'position'] }],
  properties: {
    id: uuidKey(),
    locale: p.string().length(2),
    title: p.string().length(120),
    description: p.text(),
    priceMinor: p.integer(),
    shopUrl: p.string().length(500),
    productCode: p.string().length(100),
    position: p.integer(),
    published: p.boolean().default(false),
    /** The current picture's `ProductImage.file`; a replaced or orphaned picture is deleted with it. */
    imageFile: p.string().length(45).nullable(),
    ...timestamps(),
  },
});
export type ProductRow = InferEntity<typeof ProductRow>;
