import { Migration } from '@mikro-orm/migrations';

/**
 * Fewer index entries per ledger line (docs/decisions/092): the account-first indexes leave out the brand's
 * lines (every read of them names the account), the withdrawal index holds only payout lines, and the
 * single-column indexes that a composite one already starts with are dropped.
 */
const Q = (name: string) => `"${name}"`;
const PARTIAL: [string, string[], string][] = [
  ['account_id_book_month', ['account_id', 'book', 'month'], 'account_id'],
  ['account_id_created_at', ['account_id', 'created_at'], 'account_id'],
  ['account_id_id', ['account_id', 'id'], 'account_id'],
  ['account_id_month_kind_amount', ['account_id', 'month', 'kind', 'amount'], 'account_id'],
  ['account_id_partner_id_kind_amount', ['account_id', 'partner_id', 'kind', 'amount'], 'account_id'],
  [
    'account_id_level_kind_order_id_amount',
    ['account_id', 'level', 'kind', 'order_id', 'amount'],
    'account_id',
  ],
  ['withdrawal_id', ['withdrawal_id'], 'withdrawal_id'],
];
const DROPPED: [string, string][] = [['order_id', 'order_id']];
const index = (key: string) => Q(`ledger_lines_${key}_index`);
const create = (key: string, columns: string[], where?: string) =>
  `create index ${index(key)} on ${Q('ledger_lines')} (${columns.map(Q).join(', ')})${where ? ` where ${where} is not null` : ''};`;

export class Migration20261127054505_ledger_partial_indexes extends Migration {
  override name = 'Migration20261127054505_ledger_partial_indexes';

  override up(): void | Promise<void> {
    for (const [key] of DROPPED) this.addSql(`drop index ${index(key)};`);
    for (const [key, columns, column] of PARTIAL) {
      this.addSql(`drop index ${index(key)};`);
      this.addSql(create(key, columns, column));
    }
  }

  override down(): void | Promise<void> {
    for (const [key, columns] of PARTIAL) {
      this.addSql(`drop index ${index(key)};`);
      this.addSql(create(key, columns));
    }
    for (const [key, column] of DROPPED) this.addSql(create(key, [column]));
  }
}
