import { Migration } from '@mikro-orm/migrations';

export class Migration20261126231020_leaks_and_leaderboard extends Migration {
  override name = 'Migration20261126231020_leaks_and_leaderboard';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "promocode_leaks" ("id" uuid not null, "promocode_id" uuid not null, "status" text not null default 'open', "signals" varchar(200) not null, "figures" text not null, "decided_by_id" uuid null, "decided_at" timestamptz null, "reason" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "promocode_leaks" add constraint "promocode_leaks_promocode_id_unique" unique ("promocode_id");`,
    );
    this.addSql(
      `create index "promocode_leaks_status_updated_at_index" on "promocode_leaks" ("status", "updated_at");`,
    );

    this.addSql(
      `create table "promocode_uses" ("order_id" uuid not null, "promocode_id" uuid not null, "clicked" boolean not null, "region" varchar(64) null, "referrer_host" varchar(253) null, "occurred_at" timestamptz not null, primary key ("order_id"));`,
    );
    this.addSql(
      `create index "promocode_uses_promocode_id_occurred_at_index" on "promocode_uses" ("promocode_id", "occurred_at");`,
    );
    this.addSql(`create index "promocode_uses_occurred_at_index" on "promocode_uses" ("occurred_at");`);

    this.addSql(
      `create table "leaderboard_prefs" ("user_id" uuid not null, "opt_in" boolean not null, "show_earnings" boolean not null, "updated_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "promocodes" add "retired_at" timestamptz null, add "attributes_until" timestamptz null, add "replaced_by" varchar(32) null;`,
    );

    this.addSql(
      `alter table "promocode_leaks" add constraint "promocode_leaks_promocode_id_foreign" foreign key ("promocode_id") references "promocodes" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "promocode_leaks" add constraint "promocode_leaks_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "promocode_leaks" add constraint "promocode_leaks_status_check" check ("status" in ('open', 'retired', 'dismissed'));`,
    );

    this.addSql(
      `alter table "promocode_uses" add constraint "promocode_uses_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "promocode_uses" add constraint "promocode_uses_promocode_id_foreign" foreign key ("promocode_id") references "promocodes" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "leaderboard_prefs" add constraint "leaderboard_prefs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "promocode_leaks" cascade;`);
    this.addSql(`drop table if exists "promocode_uses" cascade;`);
    this.addSql(`drop table if exists "leaderboard_prefs" cascade;`);

    this.addSql(
      `alter table "promocodes" drop column "retired_at", drop column "attributes_until", drop column "replaced_by";`,
    );
  }
}
