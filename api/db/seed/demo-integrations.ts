/**
 * Past integrations of the demo bloggers: approved placements (ERID issued, removal confirmed) whose period
 * starts on the given days, which the month close counts (decision 042).
 */
import type { EntityManager } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { removalDueAt } from '#contract/placements.ts';
import type { User } from '../../modules/accounts/accounts.entity.ts';
import { base58 } from '../../modules/placements/ord.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';

const DAY_MS = 86_400_000;

/**
 * Returns the writer; creative numbers count per seed from `first`, so every database gets the same ones.
 */
export function demoIntegrations(em: EntityManager, first = 0) {
  let creatives = first;
  return (owner: User, code: string, starts: Date[], next: () => number): void => {
    for (const start of starts) {
      const n = ++creatives;
      const startDate = start.toISOString().slice(0, 10);
      const endDate = new Date(start.getTime() + 6 * DAY_MS).toISOString().slice(0, 10);
      const bytes = Uint8Array.from({ length: 12 }, () => Math.floor(next() * 256));
      em.create(Placement, {
        id: uuidv7(),
        owner,
        revision: 1,
        status: 'completed',
        // The promocode given is each blogger's first one, bound to Instagram.
        network: 'instagram',
        promocode: code,
        format: 'post',
        category: 'fitness',
        startDate,
        endDate,
        removalDueAt: removalDueAt('post', endDate),
        text:
          owner.locale === 'en'
            ? 'My workout of the day, and a promo code for the app in my profile. Six months in and going strong.'
            : 'Тренировка дня и промокод на подписку — в профиле. Занимаюсь по приложению уже полгода.',
        reach: 8_000 + Math.floor(next() * 20_000),
        targetUrl: 'https://brand.example/offer',
        publicationUrl: `https://instagram.com/p/demo${n}`,
        erid: `2Vtzqv${base58(bytes)}`,
        creativeId: `CR-DEMO${String(n).padStart(4, '0')}`,
        submittedAt: new Date(start.getTime() - 3 * DAY_MS),
      });
    }
  };
}
