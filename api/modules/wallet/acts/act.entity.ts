/**
 * Closing documents (docs/decisions/072-closing-acts.md): one act per sole proprietor or company and month,
 * numbered without gaps from `act_counters`. A row is never updated: what the PDF prints is frozen in
 * `snapshot` at issue, and a correction is a new act (a higher `revision`) that names the one it corrects.
 */
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, uuidKey } from '../../../lib/columns.ts';
import { User } from '../../accounts/accounts.entity.ts';

export const ClosingAct = defineEntity({
  name: 'ClosingAct',
  tableName: 'closing_acts',
  // One original (revision 0) per blogger and month; a double issue fails here and takes its number back.
  uniques: [{ properties: ['owner', 'month', 'revision'] }],
  indexes: [{ properties: ['owner', 'issuedAt'] }],
  properties: {
    id: uuidKey(),
    number: p.integer().unique(),
    owner: () => p.manyToOne(User).ref().deleteRule('restrict'),
    /** The month of the services, yyyy-mm. */
    month: p.string().length(7),
    revision: p.integer().default(0),
    /** The act this one corrects (revision > 0). */
    corrects: p.uuid().nullable(),
    amount: p.bigint('number'),
    currency: p.enum(CURRENCIES),
    /** The printed parties and lines as issued (JSON, `ActSnapshot`). */
    snapshot: p.text(),
    issuedAt: createdAt(),
  },
});
export type ClosingAct = InferEntity<typeof ClosingAct>;

/** The last number issued; its row lock serialises issuing, and a rollback gives the number back. */
export const ActCounter = defineEntity({
  name: 'ActCounter',
  tableName: 'act_counters',
  properties: {
    id: p.integer().primary(),
    last: p.integer(),
  },
});
export type ActCounter = InferEntity<typeof ActCounter>;
