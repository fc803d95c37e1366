import { Migration } from '@mikro-orm/migrations';

/**
 * Fewer index entries per order (docs/decisions/092): the placement index holds only orders with a
 * placement.
 */
const Q = (name: string) => `"${name}"`;
const PLACEMENT = Q('orders_placement_id_kind_amount_index');
const PLACEMENT_COLUMNS = ['placement_id', 'kind', 'amount'].map(Q).join(', ');
const DROPPED: [string, string][] = [];

export class Migration20261127060005_orders_index_trim extends Migration {
  override name = 'Migration20261127060005_orders_index_trim';

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
