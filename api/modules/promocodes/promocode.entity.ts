import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '#contract/accounts.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const Promocode = defineEntity({
  name: 'Promocode',
  tableName: 'promocodes',
  indexes: [{ properties: ['owner', 'network'] }],
  properties: {
    id: uuidKey(),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    network: p.enum(NETWORKS),
    /** As the blogger typed it. */
    code: p.string().length(32),
    codeKey: p.string().length(32).unique(),
    createdAt: createdAt(),
    /**
     * A leaked code staff retired (docs/decisions/078): orders placed before `attributesUntil` still count;
     * later ones fall through to the click. The key stays reserved, so nobody else can claim its sales.
     */
    retiredAt: p.datetime().nullable(),
    attributesUntil: p.datetime().nullable(),
    /** The code issued instead. */
    replacedBy: p.string().length(32).nullable(),
  },
});
export type Promocode = InferEntity<typeof Promocode>;
