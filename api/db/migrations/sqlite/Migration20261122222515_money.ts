import { Migration } from '@mikro-orm/migrations';

export class Migration20261122222515_money extends Migration {
  override name = 'Migration20261122222515_money';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`job_runs\` (\`id\` text not null primary key, \`name\` text not null, \`period\` text not null, \`claimed_at\` datetime not null, \`claim_token\` text not null, \`finished_at\` datetime null, \`count\` integer not null default 0);`,
    );
    this.addSql(
      `create unique index \`job_runs_name_period_unique\` on \`job_runs\` (\`name\`, \`period\`);`,
    );

    this.addSql(
      `create table \`ledger_postings\` (\`id\` text not null primary key, \`key\` text not null, \`kind\` text check (\`kind\` in ('order', 'refund', 'month_close', 'quick_start', 'withdrawal', 'payout', 'payout_return', 'manual')) not null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`ledger_postings_key_unique\` on \`ledger_postings\` (\`key\`);`);

    this.addSql(
      `create table \`referral_clicks\` (\`id\` text not null primary key, \`owner_id\` text not null, \`target\` text check (\`target\` in ('join', 'shop')) not null, \`created_at\` datetime not null, constraint \`referral_clicks_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`referral_clicks_owner_id_index\` on \`referral_clicks\` (\`owner_id\`);`);
    this.addSql(
      `create index \`referral_clicks_owner_id_created_at_index\` on \`referral_clicks\` (\`owner_id\`, \`created_at\`);`,
    );

    this.addSql(
      `create table \`promocodes\` (\`id\` text not null primary key, \`owner_id\` text not null, \`network\` text check (\`network\` in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest')) not null, \`code\` text not null, \`code_key\` text not null, \`created_at\` datetime not null, constraint \`promocodes_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`promocodes_owner_id_index\` on \`promocodes\` (\`owner_id\`);`);
    this.addSql(`create unique index \`promocodes_code_key_unique\` on \`promocodes\` (\`code_key\`);`);
    this.addSql(
      `create index \`promocodes_owner_id_network_index\` on \`promocodes\` (\`owner_id\`, \`network\`);`,
    );

    this.addSql(
      `create table \`payout_connections\` (\`id\` text not null primary key, \`owner_id\` text not null, \`provider\` text not null, \`external_id\` text not null, \`created_at\` datetime not null, constraint \`payout_connections_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`payout_connections_owner_id_index\` on \`payout_connections\` (\`owner_id\`);`,
    );
    this.addSql(
      `create unique index \`payout_connections_owner_id_unique\` on \`payout_connections\` (\`owner_id\`);`,
    );

    this.addSql(
      `create table \`orders\` (\`id\` text not null primary key, \`external_id\` text not null, \`kind\` text check (\`kind\` in ('order', 'refund')) not null, \`refund_of_id\` text null, \`product\` text not null, \`amount\` integer not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`promocode\` text null, \`click_id\` text null, \`seller_id\` text null, \`attribution\` text check (\`attribution\` in ('promocode', 'click', 'manual')) null, \`occurred_at\` datetime not null, \`source\` text check (\`source\` in ('webhook', 'csv')) not null, \`created_at\` datetime not null, constraint \`orders_refund_of_id_foreign\` foreign key (\`refund_of_id\`) references \`orders\` (\`id\`) on delete restrict, constraint \`orders_seller_id_foreign\` foreign key (\`seller_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create unique index \`orders_external_id_unique\` on \`orders\` (\`external_id\`);`);
    this.addSql(`create index \`orders_refund_of_id_index\` on \`orders\` (\`refund_of_id\`);`);
    this.addSql(`create unique index \`orders_refund_of_id_unique\` on \`orders\` (\`refund_of_id\`);`);
    this.addSql(`create index \`orders_seller_id_index\` on \`orders\` (\`seller_id\`);`);
    this.addSql(
      `create index \`orders_seller_id_occurred_at_index\` on \`orders\` (\`seller_id\`, \`occurred_at\`);`,
    );
    this.addSql(
      `create index \`orders_attribution_occurred_at_index\` on \`orders\` (\`attribution\`, \`occurred_at\`);`,
    );

    this.addSql(
      `create table \`month_closes\` (\`id\` text not null primary key, \`account_id\` text not null, \`month\` text not null, \`outcome\` text check (\`outcome\` in ('released', 'held')) not null, \`integrations\` integer not null, \`required\` integer not null, \`amount\` bigint not null, \`created_at\` datetime not null, constraint \`month_closes_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`month_closes_account_id_index\` on \`month_closes\` (\`account_id\`);`);
    this.addSql(
      `create unique index \`month_closes_account_id_month_unique\` on \`month_closes\` (\`account_id\`, \`month\`);`,
    );

    this.addSql(
      `create table \`ledger_lines\` (\`id\` integer not null primary key autoincrement, \`posting_id\` text not null, \`account_id\` text null, \`book\` text check (\`book\` in ('accrued', 'wallet', 'withdrawal', 'brand')) not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`amount\` bigint not null, \`kind\` text check (\`kind\` in ('commission', 'reversal', 'release', 'hold', 'bonus', 'withdrawal', 'payout', 'payout_return')) not null, \`month\` text not null, \`order_id\` text null, \`partner_id\` text null, \`level\` integer null, \`rate_bp\` integer null, \`rule\` text check (\`rule\` in ('standard', 'early', 'product', 'product_early')) null, \`withdrawal_id\` text null, \`created_at\` datetime not null, constraint \`ledger_lines_posting_id_foreign\` foreign key (\`posting_id\`) references \`ledger_postings\` (\`id\`) on delete restrict, constraint \`ledger_lines_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete restrict, constraint \`ledger_lines_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete restrict, constraint \`ledger_lines_partner_id_foreign\` foreign key (\`partner_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create index \`ledger_lines_posting_id_index\` on \`ledger_lines\` (\`posting_id\`);`);
    this.addSql(`create index \`ledger_lines_account_id_index\` on \`ledger_lines\` (\`account_id\`);`);
    this.addSql(`create index \`ledger_lines_partner_id_index\` on \`ledger_lines\` (\`partner_id\`);`);
    this.addSql(`create index \`ledger_lines_withdrawal_id_index\` on \`ledger_lines\` (\`withdrawal_id\`);`);
    this.addSql(
      `create index \`ledger_lines_account_id_book_month_index\` on \`ledger_lines\` (\`account_id\`, \`book\`, \`month\`);`,
    );
    this.addSql(
      `create index \`ledger_lines_account_id_created_at_index\` on \`ledger_lines\` (\`account_id\`, \`created_at\`);`,
    );
    this.addSql(`create index \`ledger_lines_order_id_index\` on \`ledger_lines\` (\`order_id\`);`);

    this.addSql(
      `create table \`commission_plans\` (\`id\` text not null primary key, \`version\` integer not null, \`rates\` json not null, \`products\` json not null, \`early_days\` integer not null, \`quick_start\` json not null, \`quick_start_revenue\` json not null, \`created_at\` datetime not null, \`created_by_id\` text null, constraint \`commission_plans_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(
      `create unique index \`commission_plans_version_unique\` on \`commission_plans\` (\`version\`);`,
    );
    this.addSql(
      `create index \`commission_plans_created_by_id_index\` on \`commission_plans\` (\`created_by_id\`);`,
    );

    this.addSql(
      `create table \`balances\` (\`id\` text not null primary key, \`account_id\` text not null, \`book\` text check (\`book\` in ('accrued', 'wallet', 'withdrawal', 'brand')) not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`amount\` bigint not null default '0', constraint \`balances_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete restrict);`,
    );
    this.addSql(`create index \`balances_account_id_index\` on \`balances\` (\`account_id\`);`);
    this.addSql(
      `create unique index \`balances_account_id_book_unique\` on \`balances\` (\`account_id\`, \`book\`);`,
    );

    this.addSql(
      `create table \`withdrawals\` (\`id\` text not null primary key, \`owner_id\` text not null, \`amount\` bigint not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`status\` text check (\`status\` in ('pending', 'processing', 'completed', 'failed', 'cancelled')) not null default 'pending', \`idempotency_key\` text not null, \`period_start\` text not null, \`period_end\` text not null, \`provider_ref\` text null, \`failure_reason\` text null, \`decided_by_id\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`withdrawals_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete restrict, constraint \`withdrawals_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create index \`withdrawals_owner_id_index\` on \`withdrawals\` (\`owner_id\`);`);
    this.addSql(
      `create unique index \`withdrawals_provider_ref_unique\` on \`withdrawals\` (\`provider_ref\`);`,
    );
    this.addSql(`create index \`withdrawals_decided_by_id_index\` on \`withdrawals\` (\`decided_by_id\`);`);
    this.addSql(
      `create index \`withdrawals_owner_id_created_at_index\` on \`withdrawals\` (\`owner_id\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`withdrawals_status_created_at_index\` on \`withdrawals\` (\`status\`, \`created_at\`);`,
    );
    this.addSql(
      `create unique index \`withdrawals_owner_id_idempotency_key_unique\` on \`withdrawals\` (\`owner_id\`, \`idempotency_key\`);`,
    );

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`users__temp_alter\` (\`id\` text not null primary key, \`email\` text not null, \`password_hash\` text not null, \`role\` text check (\`role\` in ('ambassador', 'moderator', 'admin')) not null default 'ambassador', \`status\` text check (\`status\` in ('review', 'approved', 'rejected', 'hidden')) not null default 'review', \`access\` integer not null default 0, \`onboarding_completed\` integer not null default false, \`onboarding_steps\` text not null default '', \`first_name\` text null, \`last_name\` text null, \`surname\` text null, \`inn\` text null, \`residency\` text null, \`type\` text check (\`type\` in ('self_employed', 'sole_proprietor', 'company')) null, \`phone\` text null, \`nickname\` text null, \`telegram\` text null, \`country\` text null, \`city\` text null, \`self_employed\` integer not null default false, \`personal_data_consent_at\` datetime null, \`marketing_consent\` integer not null default false, \`referral_code\` text null, \`sponsor_id\` text null, \`avatar_path\` text null, \`rejection_reason\` text null, \`locale\` text not null default 'ru', \`pending_email\` text null, \`email_code_hash\` text null, \`email_code_expires_at\` datetime null, \`email_code_tries\` integer not null default 0, \`telegram_chat_id\` text null, \`telegram_username\` text null, \`currency\` text null, \`agreement_date\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`users_sponsor_id_foreign\` foreign key (\`sponsor_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(
      `insert into \`users__temp_alter\` select \`id\`, \`email\`, \`password_hash\`, \`role\`, \`status\`, \`access\`, \`onboarding_completed\`, \`onboarding_steps\`, \`first_name\`, \`last_name\`, \`surname\`, \`inn\`, \`residency\`, \`type\`, \`phone\`, \`nickname\`, \`telegram\`, \`country\`, \`city\`, \`self_employed\`, \`personal_data_consent_at\`, \`marketing_consent\`, \`referral_code\`, \`sponsor_id\`, \`avatar_path\`, \`rejection_reason\`, \`locale\`, \`pending_email\`, \`email_code_hash\`, \`email_code_expires_at\`, \`email_code_tries\`, \`telegram_chat_id\`, \`telegram_username\`, null as \`currency\`, null as \`agreement_date\`, \`created_at\`, \`updated_at\` from \`users\`;`,
    );
    this.addSql(`drop table \`users\`;`);
    this.addSql(`alter table \`users__temp_alter\` rename to \`users\`;`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_referral_code_unique\` on \`users\` (\`referral_code\`);`);
    this.addSql(`create index \`users_sponsor_id_index\` on \`users\` (\`sponsor_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`job_runs\`;`);
    this.addSql(`drop table if exists \`ledger_postings\`;`);
    this.addSql(`drop table if exists \`referral_clicks\`;`);
    this.addSql(`drop table if exists \`promocodes\`;`);
    this.addSql(`drop table if exists \`payout_connections\`;`);
    this.addSql(`drop table if exists \`orders\`;`);
    this.addSql(`drop table if exists \`month_closes\`;`);
    this.addSql(`drop table if exists \`ledger_lines\`;`);
    this.addSql(`drop table if exists \`commission_plans\`;`);
    this.addSql(`drop table if exists \`balances\`;`);
    this.addSql(`drop table if exists \`withdrawals\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`users__temp_alter\` (\`id\` TEXT not null primary key, \`email\` TEXT not null, \`password_hash\` TEXT not null, \`role\` TEXT check (\`role\` in ('ambassador', 'moderator', 'admin')) not null default 'ambassador', \`status\` TEXT check (\`status\` in ('review', 'approved', 'rejected', 'hidden')) not null default 'review', \`access\` INTEGER not null default 0, \`onboarding_completed\` INTEGER not null default false, \`first_name\` TEXT null, \`last_name\` TEXT null, \`surname\` TEXT null, \`inn\` TEXT null, \`residency\` TEXT null, \`type\` TEXT check (\`type\` in ('self_employed', 'sole_proprietor', 'company')) null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`onboarding_steps\` TEXT not null default '', \`phone\` TEXT null, \`nickname\` TEXT null, \`telegram\` TEXT null, \`country\` TEXT null, \`city\` TEXT null, \`self_employed\` INTEGER not null default false, \`personal_data_consent_at\` datetime null, \`marketing_consent\` INTEGER not null default false, \`referral_code\` TEXT null, \`sponsor_id\` TEXT null, \`avatar_path\` TEXT null, \`rejection_reason\` TEXT null, \`locale\` TEXT not null default 'ru', \`pending_email\` TEXT null, \`email_code_hash\` TEXT null, \`email_code_expires_at\` datetime null, \`email_code_tries\` INTEGER not null default 0, \`telegram_chat_id\` TEXT null, \`telegram_username\` TEXT null, constraint \`users_sponsor_id_foreign\` foreign key (\`sponsor_id\`) references \`users\` (\`id\`) on update no action on delete set null);`,
    );
    this.addSql(
      `insert into \`users__temp_alter\` select \`id\`, \`email\`, \`password_hash\`, \`role\`, \`status\`, \`access\`, \`onboarding_completed\`, \`first_name\`, \`last_name\`, \`surname\`, \`inn\`, \`residency\`, \`type\`, \`created_at\`, \`updated_at\`, \`onboarding_steps\`, \`phone\`, \`nickname\`, \`telegram\`, \`country\`, \`city\`, \`self_employed\`, \`personal_data_consent_at\`, \`marketing_consent\`, \`referral_code\`, \`sponsor_id\`, \`avatar_path\`, \`rejection_reason\`, \`locale\`, \`pending_email\`, \`email_code_hash\`, \`email_code_expires_at\`, \`email_code_tries\`, \`telegram_chat_id\`, \`telegram_username\` from \`users\`;`,
    );
    this.addSql(`drop table \`users\`;`);
    this.addSql(`alter table \`users__temp_alter\` rename to \`users\`;`);
    this.addSql(`create index \`users_sponsor_id_index\` on \`users\` (\`sponsor_id\`);`);
    this.addSql(`create unique index \`users_referral_code_unique\` on \`users\` (\`referral_code\`);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
