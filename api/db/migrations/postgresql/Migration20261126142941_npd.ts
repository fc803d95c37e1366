import { Migration } from '@mikro-orm/migrations';

export class Migration20261126142941_npd extends Migration {
  override name = 'Migration20261126142941_npd';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "npd_checks" ("id" uuid not null, "inn" varchar(12) not null, "day" varchar(10) not null, "valid" boolean not null, "message" varchar(500) not null, "checked_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "npd_checks" add constraint "npd_checks_inn_day_unique" unique ("inn", "day");`);

    this.addSql(
      `create table "tax_receipts" ("id" uuid not null, "withdrawal_id" uuid not null, "owner_id" uuid not null, "amount" bigint not null, "currency" text not null, "paid_day" varchar(10) not null, "due_day" varchar(10) not null, "status" text not null default 'open', "receipt_url" varchar(300) null, "receipt_id" varchar(40) null, "source" text null, "cancelled_at" timestamptz null, "reminded" varchar(10) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_withdrawal_id_unique" unique ("withdrawal_id");`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_receipt_id_unique" unique ("receipt_id");`,
    );
    this.addSql(
      `create index "tax_receipts_owner_id_status_index" on "tax_receipts" ("owner_id", "status");`,
    );
    this.addSql(`create index "tax_receipts_status_due_day_index" on "tax_receipts" ("status", "due_day");`);

    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_status_check" check ("status" in ('open', 'done'));`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_source_check" check ("source" in ('blogger', 'provider'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "npd_checks" cascade;`);
    this.addSql(`drop table if exists "tax_receipts" cascade;`);
  }
}
