import { Migration } from '@mikro-orm/migrations';

export class Migration20261126141802_fraud_holds extends Migration {
  override name = 'Migration20261126141802_fraud_holds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "fraud_rules" ("code" varchar(40) not null, "enabled" boolean not null, "updated_at" timestamptz not null, primary key ("code"));`,
    );

    this.addSql(
      `create table "order_reviews" ("id" uuid not null, "order_id" uuid not null, "status" text not null default 'on_review', "rules" varchar(200) not null, "decided_by_id" uuid null, "decided_at" timestamptz null, "reason" varchar(500) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_order_id_unique" unique ("order_id");`,
    );
    this.addSql(
      `create index "order_reviews_status_created_at_index" on "order_reviews" ("status", "created_at");`,
    );

    this.addSql(
      `create table "order_customers" ("order_id" uuid not null, "email_hash" varchar(64) null, "phone_hash" varchar(64) null, "email_domain" varchar(253) null, "seller_id" uuid null, "occurred_at" timestamptz not null, primary key ("order_id"));`,
    );
    this.addSql(
      `create index "order_customers_email_hash_occurred_at_index" on "order_customers" ("email_hash", "occurred_at");`,
    );
    this.addSql(
      `create index "order_customers_phone_hash_occurred_at_index" on "order_customers" ("phone_hash", "occurred_at");`,
    );

    this.addSql(
      `create table "held_commissions" ("id" serial primary key, "review_id" uuid not null, "account_id" uuid not null, "level" int not null, "amount" bigint not null, "currency" text not null, "rate_bp" int not null, "rule" text not null, "month" varchar(7) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "held_commissions_review_id_index" on "held_commissions" ("review_id");`);
    this.addSql(
      `create index "held_commissions_account_id_created_at_index" on "held_commissions" ("account_id", "created_at");`,
    );

    this.addSql(`alter table "referral_clicks" add "paid_param" varchar(32) null;`);

    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_order_id_foreign" foreign key ("order_id") references "orders" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "order_reviews" add constraint "order_reviews_status_check" check ("status" in ('on_review', 'released', 'cancelled'));`,
    );

    this.addSql(
      `alter table "order_customers" add constraint "order_customers_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "order_customers" add constraint "order_customers_seller_id_foreign" foreign key ("seller_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "held_commissions" add constraint "held_commissions_review_id_foreign" foreign key ("review_id") references "order_reviews" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "held_commissions" add constraint "held_commissions_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "held_commissions" add constraint "held_commissions_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
    this.addSql(
      `alter table "held_commissions" add constraint "held_commissions_rule_check" check ("rule" in ('standard', 'early', 'product', 'product_early'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "held_commissions" drop constraint "held_commissions_review_id_foreign";`);

    this.addSql(`drop table if exists "fraud_rules" cascade;`);
    this.addSql(`drop table if exists "order_reviews" cascade;`);
    this.addSql(`drop table if exists "order_customers" cascade;`);
    this.addSql(`drop table if exists "held_commissions" cascade;`);

    this.addSql(`alter table "referral_clicks" drop column "paid_param";`);
  }
}
