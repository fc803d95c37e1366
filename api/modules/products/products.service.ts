/**
 * Products: the published list a blogger sees (their currency's catalog language), the staff CRUD and the
 * pictures. Admin writes take the caller's transaction so the audit entry commits with them.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import { type Currency, currencyForLocale } from '#contract/money.ts';
import { PRODUCTS_MAX, type Product, type ProductBody } from '#contract/products.ts';
import { notFound } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { ProductImage, ProductRow } from './product.entity.ts';

export type CatalogLocale = 'ru' | 'en';

export const toProduct = (row: ProductRow): Product => {
  const locale = row.locale as CatalogLocale;
  return {
    id: row.id,
    locale,
    title: row.title,
    description: row.description,
    price_minor: row.priceMinor,
    currency: currencyForLocale(locale),
    shop_url: row.shopUrl,
    product_code: row.productCode,
    position: row.position,
    published: row.published,
    image_url: row.imageFile ? apiUrl(ApiPath.productImage(row.imageFile)) : null,
  };
};

const ORDER = { position: 'asc', createdAt: 'asc', id: 'asc' } as const;

/** The catalog language of a currency: RUB accounts read the Russian catalog, USD ones the English. */
export const catalogOfCurrency = (currency: Currency): CatalogLocale => (currency === 'USD' ? 'en' : 'ru');

/** What a signed-in user sees: the published products of their account's currency. */
export async function listPublished(em: EntityManager, userId: string): Promise<Product[]> {
  const user = await em.findOneOrFail(User, { id: userId });
  const currency = user.currency ?? currencyForLocale(user.locale);
  const rows = await em.find(
    ProductRow,
    { locale: catalogOfCurrency(currency), published: true },
    { orderBy: ORDER },
  );
  return rows.map(toProduct);
}

export async function listAll(em: EntityManager): Promise<Product[]> {
  return (await em.find(ProductRow, {}, { orderBy: ORDER })).map(toProduct);
}

async function loadRow(em: EntityManager, id: string): Promise<ProductRow> {
  const row = await em.findOne(ProductRow, { id });
  if (!row) throw notFound();
  return row;
}

const fields = (body: ProductBody) => ({
  locale: body.locale,
  title: body.title,
  description: body.description,
  priceMinor: body.price_minor,
  shopUrl: body.shop_url,
  productCode: body.product_code,
  position: body.position,
  published: body.published,
});

export async function createProduct(tx: EntityManager, body: ProductBody): Promise<ProductRow> {
  if ((await tx.count(ProductRow, {})) >= PRODUCTS_MAX) throw validationError({ title: ['products_limit'] });
  const row = tx.create(ProductRow, fields(body));
  await tx.flush();
  return row;
}

export async function updateProduct(tx: EntityManager, id: string, body: ProductBody): Promise<ProductRow> {
  const row = await loadRow(tx, id);
  tx.assign(row, fields(body));
  await tx.flush();
  return row;
}

export async function deleteProduct(tx: EntityManager, id: string): Promise<ProductRow> {
  const row = await loadRow(tx, id);
  const image = row.imageFile;
  tx.remove(row);
  await tx.flush();
  if (image) await tx.nativeDelete(ProductImage, { file: image });
  return row;
}

/** Gives the product a new picture (type already sniffed) and deletes the one it replaces. */
export async function replaceImage(
  tx: EntityManager,
  id: string,
  image: { ext: string; bytes: Buffer },
): Promise<ProductRow> {
  const row = await loadRow(tx, id);
  const old = row.imageFile;
  const file = `${randomUUID()}.${image.ext}`;
  tx.create(ProductImage, { file, bytes: image.bytes });
  row.imageFile = file;
  await tx.flush();
  if (old) await tx.nativeDelete(ProductImage, { file: old });
  return row;
}

export async function findImage(em: EntityManager, file: string): Promise<ProductImage | null> {
  return em.findOne(ProductImage, { file });
}

/**
 * Product names by code in one catalog language, for the pages that show sales (income lines, filters,
 * the commission plan): a code such as `annual-12m` is the shop's key, not what people read.
 */
export async function productNames(em: EntityManager, locale: CatalogLocale): Promise<Map<string, string>> {
  const rows = await em.find(ProductRow, { locale }, { orderBy: ORDER, fields: ['productCode', 'title'] });
  const names = new Map<string, string>();
  for (const row of rows) if (!names.has(row.productCode)) names.set(row.productCode, row.title);
  return names;
}
