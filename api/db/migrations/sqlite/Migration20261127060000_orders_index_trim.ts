import { Migration } from '@mikro-orm/migrations';

/**
 * Fewer index entries per order (docs/decisions/092): the placement index holds only orders with a
 * placement, and the single-column foreign-key indexes that the refund's unique index and the
 * (seller, occurred_at) indexes already serve are dropped.
 */
const Q = (name: string) => `\`${name}\``;
const PLACEMENT = Q('orders_placement_id_kind_amount_index');
const PLACEMENT_COLUMNS = ['placement_id', 'kind', 'amount'].map(Q).join(', ');
const DROPPED: [string, string][] = [
  ['orders_seller_id_index', 'seller_id'],
  ['orders_refund_of_id_index', 'refund_of_id'],
];

export class Migration20261127060000_orders_index_trim extends Migration {
  override name = 'Migration20261127060000_orders_index_trim';

  override up(): void | Promise<void> {
    for (const [name] of DROPPED) this.addSql(`drop index ${Q(name)};`);
    this.addSql(`drop index ${PLACEMENT};`);
    this.addSql(
      `create index ${PLACEMENT} on ${Q('orders')} (${PLACEMENT_COLUMNS}) where placement_id is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index ${PLACEMENT};`);
    this.addSql(`create index ${PLACEMENT} on ${Q('orders')} (${PLACEMENT_COLUMNS});`);
    for (const [name, column] of DROPPED)
      this.addSql(`create index ${Q(name)} on ${Q('orders')} (${Q(column)});`);
  }
}
