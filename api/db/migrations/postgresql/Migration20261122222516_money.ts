import { Migration } from '@mikro-orm/migrations';

export class Migration20261122222516_money extends Migration {
  override name = 'Migration20261122222516_money';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_runs" ("id" uuid not null, "name" varchar(64) not null, "period" varchar(32) not null, "claimed_at" timestamptz not null, "claim_token" varchar(36) not null, "finished_at" timestamptz null, "count" int not null default 0, primary key ("id"));`,
    );
    this.addSql(
      `alter table "job_runs" add constraint "job_runs_name_period_unique" unique ("name", "period");`,
    );

    this.addSql(
      `create table "ledger_postings" ("id" uuid not null, "key" varchar(200) not null, "kind" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "ledger_postings" add constraint "ledger_postings_key_unique" unique ("key");`);

    this.addSql(
      `create table "referral_clicks" ("id" uuid not null, "owner_id" uuid not null, "target" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "referral_clicks_owner_id_created_at_index" on "referral_clicks" ("owner_id", "created_at");`,
    );

    this.addSql(
      `create table "promocodes" ("id" uuid not null, "owner_id" uuid not null, "network" text not null, "code" varchar(32) not null, "code_key" varchar(32) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "promocodes" add constraint "promocodes_code_key_unique" unique ("code_key");`);
    this.addSql(`create index "promocodes_owner_id_network_index" on "promocodes" ("owner_id", "network");`);

    this.addSql(
      `create table "payout_connections" ("id" uuid not null, "owner_id" uuid not null, "provider" varchar(32) not null, "external_id" varchar(100) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payout_connections" add constraint "payout_connections_owner_id_unique" unique ("owner_id");`,
    );

    this.addSql(
      `create table "orders" ("id" uuid not null, "external_id" varchar(100) not null, "kind" text not null, "refund_of_id" uuid null, "product" varchar(100) not null, "amount" int not null, "currency" text not null, "promocode" varchar(32) null, "click_id" varchar(100) null, "seller_id" uuid null, "attribution" text null, "occurred_at" timestamptz not null, "source" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "orders" add constraint "orders_external_id_unique" unique ("external_id");`);
    this.addSql(`alter table "orders" add constraint "orders_refund_of_id_unique" unique ("refund_of_id");`);
    this.addSql(
      `create index "orders_seller_id_occurred_at_index" on "orders" ("seller_id", "occurred_at");`,
    );
    this.addSql(
      `create index "orders_attribution_occurred_at_index" on "orders" ("attribution", "occurred_at");`,
    );

    this.addSql(
      `create table "month_closes" ("id" uuid not null, "account_id" uuid not null, "month" varchar(7) not null, "outcome" text not null, "integrations" int not null, "required" int not null, "amount" bigint not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "month_closes" add constraint "month_closes_account_id_month_unique" unique ("account_id", "month");`,
    );

    this.addSql(
      `create table "ledger_lines" ("id" serial primary key, "posting_id" uuid not null, "account_id" uuid null, "book" text not null, "currency" text not null, "amount" bigint not null, "kind" text not null, "month" varchar(7) not null, "order_id" uuid null, "partner_id" uuid null, "level" int null, "rate_bp" int null, "rule" text null, "withdrawal_id" uuid null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "ledger_lines_posting_id_index" on "ledger_lines" ("posting_id");`);
    this.addSql(`create index "ledger_lines_withdrawal_id_index" on "ledger_lines" ("withdrawal_id");`);
    this.addSql(
      `create index "ledger_lines_account_id_book_month_index" on "ledger_lines" ("account_id", "book", "month");`,
    );
    this.addSql(
      `create index "ledger_lines_account_id_created_at_index" on "ledger_lines" ("account_id", "created_at");`,
    );
    this.addSql(`create index "ledger_lines_order_id_index" on "ledger_lines" ("order_id");`);

    this.addSql(
      `create table "commission_plans" ("id" uuid not null, "version" int not null, "rates" jsonb not null, "products" jsonb not null, "early_days" int not null, "quick_start" jsonb not null, "quick_start_revenue" jsonb not null, "created_at" timestamptz not null, "created_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "commission_plans" add constraint "commission_plans_version_unique" unique ("version");`,
    );

    this.addSql(
      `create table "balances" ("id" uuid not null, "account_id" uuid not null, "book" text not null, "currency" text not null, "amount" bigint not null default '0', primary key ("id"));`,
    );
    this.addSql(
      `alter table "balances" add constraint "balances_account_id_book_unique" unique ("account_id", "book");`,
    );

    this.addSql(
      `create table "withdrawals" ("id" uuid not null, "owner_id" uuid not null, "amount" bigint not null, "currency" text not null, "status" text not null default 'pending', "idempotency_key" varchar(200) not null, "period_start" varchar(10) not null, "period_end" varchar(10) not null, "provider_ref" varchar(100) null, "failure_reason" varchar(500) null, "decided_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_provider_ref_unique" unique ("provider_ref");`,
    );
    this.addSql(
      `create index "withdrawals_owner_id_created_at_index" on "withdrawals" ("owner_id", "created_at");`,
    );
    this.addSql(
      `create index "withdrawals_status_created_at_index" on "withdrawals" ("status", "created_at");`,
    );
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_owner_id_idempotency_key_unique" unique ("owner_id", "idempotency_key");`,
    );

    this.addSql(`alter table "users" add "currency" text null, add "agreement_date" varchar(10) null;`);
    this.addSql(
      `alter table "users" add constraint "users_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );

    this.addSql(
      `alter table "ledger_postings" add constraint "ledger_postings_kind_check" check ("kind" in ('order', 'refund', 'month_close', 'quick_start', 'withdrawal', 'payout', 'payout_return', 'manual'));`,
    );

    this.addSql(
      `alter table "referral_clicks" add constraint "referral_clicks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "referral_clicks" add constraint "referral_clicks_target_check" check ("target" in ('join', 'shop'));`,
    );

    this.addSql(
      `alter table "promocodes" add constraint "promocodes_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "promocodes" add constraint "promocodes_network_check" check ("network" in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest'));`,
    );

    this.addSql(
      `alter table "payout_connections" add constraint "payout_connections_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "orders" add constraint "orders_refund_of_id_foreign" foreign key ("refund_of_id") references "orders" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_seller_id_foreign" foreign key ("seller_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_kind_check" check ("kind" in ('order', 'refund'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_attribution_check" check ("attribution" in ('promocode', 'click', 'manual'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_source_check" check ("source" in ('webhook', 'csv'));`,
    );

    this.addSql(
      `alter table "month_closes" add constraint "month_closes_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "month_closes" add constraint "month_closes_outcome_check" check ("outcome" in ('released', 'held'));`,
    );

    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_posting_id_foreign" foreign key ("posting_id") references "ledger_postings" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_partner_id_foreign" foreign key ("partner_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_book_check" check ("book" in ('accrued', 'wallet', 'withdrawal', 'brand'));`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_kind_check" check ("kind" in ('commission', 'reversal', 'release', 'hold', 'bonus', 'withdrawal', 'payout', 'payout_return'));`,
    );
    this.addSql(
      `alter table "ledger_lines" add constraint "ledger_lines_rule_check" check ("rule" in ('standard', 'early', 'product', 'product_early'));`,
    );

    this.addSql(
      `alter table "commission_plans" add constraint "commission_plans_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "balances" add constraint "balances_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "balances" add constraint "balances_book_check" check ("book" in ('accrued', 'wallet', 'withdrawal', 'brand'));`,
    );
    this.addSql(
      `alter table "balances" add constraint "balances_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );

    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
    this.addSql(
      `alter table "withdrawals" add constraint "withdrawals_status_check" check ("status" in ('pending', 'processing', 'completed', 'failed', 'cancelled'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ledger_lines" drop constraint "ledger_lines_posting_id_foreign";`);
    this.addSql(`alter table "orders" drop constraint "orders_refund_of_id_foreign";`);
    this.addSql(`alter table "ledger_lines" drop constraint "ledger_lines_order_id_foreign";`);

    this.addSql(`drop table if exists "job_runs" cascade;`);
    this.addSql(`drop table if exists "ledger_postings" cascade;`);
    this.addSql(`drop table if exists "referral_clicks" cascade;`);
    this.addSql(`drop table if exists "promocodes" cascade;`);
    this.addSql(`drop table if exists "payout_connections" cascade;`);
    this.addSql(`drop table if exists "orders" cascade;`);
    this.addSql(`drop table if exists "month_closes" cascade;`);
    this.addSql(`drop table if exists "ledger_lines" cascade;`);
    this.addSql(`drop table if exists "commission_plans" cascade;`);
    this.addSql(`drop table if exists "balances" cascade;`);
    this.addSql(`drop table if exists "withdrawals" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_currency_check";`);
    this.addSql(`alter table "users" drop column "currency", drop column "agreement_date";`);
  }
}
