import { Migration } from '@mikro-orm/migrations';

/** Closing acts with their gapless counter; payout connections keep the provider's destination and consent link. */
export class Migration20261126141800_acts_and_payout_recipients extends Migration {
  override name = 'Migration20261126141800_acts_and_payout_recipients';

  override up(): void | Promise<void> {
    this.addSql(`create table "act_counters" ("id" serial primary key, "last" int not null);`);

    this.addSql(
      `create table "closing_acts" ("id" uuid not null, "number" int not null, "owner_id" uuid not null, "month" varchar(7) not null, "revision" int not null default 0, "corrects" uuid null, "amount" bigint not null, "currency" text not null, "snapshot" text not null, "issued_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`insert into "act_counters" ("id", "last") values (1, 0);`);
    this.addSql(`alter table "closing_acts" add constraint "closing_acts_number_unique" unique ("number");`);
    this.addSql(
      `create index "closing_acts_owner_id_issued_at_index" on "closing_acts" ("owner_id", "issued_at");`,
    );
    this.addSql(
      `alter table "closing_acts" add constraint "closing_acts_owner_id_month_revision_unique" unique ("owner_id", "month", "revision");`,
    );

    this.addSql(
      `alter table "payout_connections" add "destination" varchar(100) null, add "confirmation_url" varchar(500) null;`,
    );

    this.addSql(
      `alter table "closing_acts" add constraint "closing_acts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "closing_acts" add constraint "closing_acts_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "act_counters" cascade;`);
    this.addSql(`drop table if exists "closing_acts" cascade;`);

    this.addSql(
      `alter table "payout_connections" drop column "destination", drop column "confirmation_url";`,
    );
  }
}
