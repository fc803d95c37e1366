import { Migration } from '@mikro-orm/migrations';

export class Migration20261126141801_fraud_holds extends Migration {
  override name = 'Migration20261126141801_fraud_holds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`fraud_rules\` (\`code\` text check (\`code\` in ('self_referral', 'several_bloggers', 'disposable_email', 'paid_click', 'shared_payout')) not null primary key, \`enabled\` integer not null, \`updated_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`order_reviews\` (\`id\` text not null primary key, \`order_id\` text not null, \`status\` text check (\`status\` in ('on_review', 'released', 'cancelled')) not null default 'on_review', \`rules\` text not null, \`decided_by_id\` text null, \`decided_at\` datetime null, \`reason\` text null, \`created_at\` datetime not null, constraint \`order_reviews_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on delete restrict, constraint \`order_reviews_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create unique index \`order_reviews_order_id_unique\` on \`order_reviews\` (\`order_id\`);`);
    this.addSql(
      `create index \`order_reviews_decided_by_id_index\` on \`order_reviews\` (\`decided_by_id\`);`,
    );
    this.addSql(
      `create index \`order_reviews_status_created_at_index\` on \`order_reviews\` (\`status\`, \`created_at\`);`,
    );

    this.addSql(
      `create table \`order_customers\` (\`order_id\` text not null primary key, \`email_hash\` text null, \`phone_hash\` text null, \`email_domain\` text null, \`seller_id\` text null, \`occurred_at\` datetime not null, constraint \`order_customers_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on update cascade on delete cascade, constraint \`order_customers_seller_id_foreign\` foreign key (\`seller_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(`create index \`order_customers_seller_id_index\` on \`order_customers\` (\`seller_id\`);`);
    this.addSql(
      `create index \`order_customers_email_hash_occurred_at_index\` on \`order_customers\` (\`email_hash\`, \`occurred_at\`);`,
    );
    this.addSql(
      `create index \`order_customers_phone_hash_occurred_at_index\` on \`order_customers\` (\`phone_hash\`, \`occurred_at\`);`,
    );

    this.addSql(
      `create table \`held_commissions\` (\`id\` integer not null primary key autoincrement, \`review_id\` text not null, \`account_id\` text not null, \`level\` integer not null, \`amount\` bigint not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`rate_bp\` integer not null, \`rule\` text check (\`rule\` in ('standard', 'early', 'product', 'product_early')) not null, \`month\` text not null, \`created_at\` datetime not null, constraint \`held_commissions_review_id_foreign\` foreign key (\`review_id\`) references \`order_reviews\` (\`id\`) on delete cascade, constraint \`held_commissions_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete restrict);`,
    );
    this.addSql(`create index \`held_commissions_review_id_index\` on \`held_commissions\` (\`review_id\`);`);
    this.addSql(
      `create index \`held_commissions_account_id_index\` on \`held_commissions\` (\`account_id\`);`,
    );
    this.addSql(
      `create index \`held_commissions_account_id_created_at_index\` on \`held_commissions\` (\`account_id\`, \`created_at\`);`,
    );

    this.addSql(`alter table \`referral_clicks\` add column \`paid_param\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`fraud_rules\`;`);
    this.addSql(`drop table if exists \`order_reviews\`;`);
    this.addSql(`drop table if exists \`order_customers\`;`);
    this.addSql(`drop table if exists \`held_commissions\`;`);

    this.addSql(`alter table \`referral_clicks\` drop column \`paid_param\`;`);
  }
}
