/**
 * Demo products of the fitness-subscription brand: subscriptions for 1, 3 and 12 months, a family plan and a
 * gift card, in the Russian catalog (RUB) and the English one (USD). Product codes match the demo sales, so
 * the 12-month plan earns its own commission rates. Pictures are committed next to this file (< 30 kB each).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { ProductImage, ProductRow } from '../../modules/products/product.entity.ts';

const SHOP = 'https://shop.fit.example';
const IMAGES = join(import.meta.dirname, 'product-images');

interface DemoProduct {
  code: string;
  image: string;
  path: string;
  ru: { title: string; description: string; price: number };
  en: { title: string; description: string; price: number };
}

const PRODUCTS: DemoProduct[] = [
  {
    code: 'monthly',
    image: 'sub-1m',
    path: '/subscribe/1m',
    ru: {
      title: 'Подписка на 1 месяц',
      description: 'Все тренировки и планы питания на месяц.',
      price: 99_000,
    },
    en: {
      title: '1-month subscription',
      description: 'Every workout and meal plan for a month.',
      price: 1_299,
    },
  },
  {
    code: 'quarterly-3m',
    image: 'sub-3m',
    path: '/subscribe/3m',
    ru: {
      title: 'Подписка на 3 месяца',
      description: 'Три месяца тренировок — выгоднее помесячной.',
      price: 249_000,
    },
    en: {
      title: '3-month subscription',
      description: 'Three months of training, cheaper than monthly.',
      price: 3_299,
    },
  },
  {
    code: 'annual-12m',
    image: 'sub-12m',
    path: '/subscribe/12m',
    ru: {
      title: 'Подписка на 12 месяцев',
      description: 'Год занятий по лучшей цене и бонусный курс.',
      price: 690_000,
    },
    en: {
      title: '12-month subscription',
      description: 'A year of training at the best price, plus a bonus course.',
      price: 8_999,
    },
  },
  {
    code: 'family-12m',
    image: 'family',
    path: '/subscribe/family',
    ru: {
      title: 'Семейный тариф',
      description: 'До четырёх профилей на одну подписку на год.',
      price: 990_000,
    },
    en: {
      title: 'Family plan',
      description: 'Up to four profiles on one yearly subscription.',
      price: 12_999,
    },
  },
  {
    code: 'gift-card',
    image: 'gift',
    path: '/gift',
    ru: { title: 'Подарочная карта', description: 'Три месяца подписки в подарок близким.', price: 249_000 },
    en: { title: 'Gift card', description: 'Three months of subscription as a gift.', price: 3_299 },
  },
];

export async function seedDemoProducts(em: EntityManager): Promise<void> {
  for (const [position, product] of PRODUCTS.entries()) {
    const bytes = readFileSync(join(IMAGES, `${product.image}.png`));
    for (const locale of ['ru', 'en'] as const) {
      const text = product[locale];
      // Each row owns its picture: deleting one product never takes another's picture with it.
      const file = `${randomUUID()}.png`;
      em.create(ProductImage, { file, bytes });
      em.create(ProductRow, {
        locale,
        title: text.title,
        description: text.description,
        priceMinor: text.price,
        shopUrl: `${SHOP}${locale === 'en' ? '/en' : ''}${product.path}`,
        productCode: product.code,
        position,
        published: true,
        imageFile: file,
      });
    }
  }
  await em.flush();
}
