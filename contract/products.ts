/**
 * Products of the brand (issue 11, SPEC §2 "Products showcase"), managed by staff. A product row is written for
 * one catalog language and sells in that language's currency (ru → RUB, en → USD), like the landing's reviews:
 * a blogger sees the products of their account's currency (docs/decisions/060-products.md).
 */
import * as v from 'valibot';
import { ProductCode } from './commissions.ts';
import { ContentLocale } from './landing.ts';
import { Currency, MAX_AMOUNT_MINOR } from './money.ts';
import { HttpUrl, int, plainText, requiredText } from './validation.ts';

export const PRODUCTS_MAX = 100;
/** Image types accepted for a product picture (sniffed from the bytes, never taken from the request). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** An image's public name: server-made id and the sniffed type's extension. */
export const PRODUCT_IMAGE_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** The query parameter carrying the blogger's promocode on the shop link of 'promote'. */
export const SHOP_PROMOCODE_PARAM = 'promocode';

export const ProductBody = v.object({
  locale: ContentLocale,
  title: requiredText(120),
  description: plainText(1000, true),
  /** In the currency of `locale`, minor units. */
  price_minor: int(0, MAX_AMOUNT_MINOR),
  shop_url: HttpUrl(500),
  /** The code sales of this product arrive with (the commission plan's per-product rates use it). */
  product_code: ProductCode,
  position: int(0, 999),
  published: v.boolean(),
});
export type ProductBody = v.InferOutput<typeof ProductBody>;

export const Product = v.object({
  ...ProductBody.entries,
  id: v.string(),
  currency: Currency,
  /** Absolute path of the picture (public), or null until one is uploaded. */
  image_url: v.nullable(v.string()),
});
export type Product = v.InferOutput<typeof Product>;

export const ProductParams = v.object({ id: v.pipe(v.string(), v.uuid()) });
export const ProductImageParams = v.object({ file: v.pipe(v.string(), v.regex(PRODUCT_IMAGE_FILE)) });

/** The 'promote' link: the shop URL with the promocode added (other query parameters kept). */
export function promoteLink(shopUrl: string, promocode: string): string {
  const url = new URL(shopUrl);
  url.searchParams.set(SHOP_PROMOCODE_PARAM, promocode);
  return url.toString();
}
