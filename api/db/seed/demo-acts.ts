/**
 * Demo closing acts (docs/decisions/072): Pavel works as a sole proprietor, so every closed month that
 * released his commissions has its act, issued as the hourly job would have.
 */
import type { EntityManager } from '@mikro-orm/core';
import { DEFAULT_BRAND } from '#contract/brand.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { issueMonthActs } from '../../modules/wallet/acts/acts.service.ts';

export async function seedDemoActs(em: EntityManager, closedMonths: string[]): Promise<number> {
  await em.fork().nativeUpdate(
    User,
    { email: 'pavel@demo.local' },
    {
      type: 'sole_proprietor',
      inn: '500100732261',
      residency: 'resident',
      lastName: 'Орлов',
      surname: 'Игоревич',
    },
  );
  let issued = 0;
  for (const month of [...closedMonths].sort())
    issued += (await issueMonthActs(em.fork(), month, { name: DEFAULT_BRAND.name, inn: '' })).length;
  return issued;
}
