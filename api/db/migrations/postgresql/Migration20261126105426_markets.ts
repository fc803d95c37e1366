import { Migration } from '@mikro-orm/migrations';

export class Migration20261126105426_markets extends Migration {
  override name = 'Migration20261126105426_markets';

  override up(): void | Promise<void> {
    this.addSql(`drop index "courses_published_position_index";`);
    this.addSql(`alter table "courses" add "market" text not null default 'ru';`);
    this.addSql(
      `create index "courses_market_published_position_index" on "courses" ("market", "published", "position");`,
    );
    this.addSql(
      `alter table "courses" add constraint "courses_market_check" check ("market" in ('ru', 'en'));`,
    );

    this.addSql(
      `alter table "users" add "id_number" varchar(20) null, add "iban" varchar(34) null, add "bank_name" varchar(100) null, add "licence_number" varchar(50) null, add "trn" varchar(15) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "courses_market_published_position_index";`);
    this.addSql(`alter table "courses" drop constraint "courses_market_check";`);
    this.addSql(`alter table "courses" drop column "market";`);
    this.addSql(
      `CREATE INDEX courses_published_position_index ON public.courses USING btree (published, "position");`,
    );

    this.addSql(
      `alter table "users" drop column "id_number", drop column "iban", drop column "bank_name", drop column "licence_number", drop column "trn";`,
    );
  }
}
