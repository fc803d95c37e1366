import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042614_landing_content extends Migration {
  override name = 'Migration20261123042614_landing_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "landing_faq" ("id" uuid not null, "locale" text not null, "question" varchar(300) not null, "answer" text not null, "position" int not null, "published" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "landing_faq_locale_position_index" on "landing_faq" ("locale", "position");`);

    this.addSql(
      `create table "landing_reviews" ("id" uuid not null, "locale" text not null, "author" varchar(80) not null, "caption" varchar(120) not null, "text" text not null, "position" int not null, "published" boolean not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "landing_reviews_locale_position_index" on "landing_reviews" ("locale", "position");`,
    );

    this.addSql(
      `alter table "landing_faq" add constraint "landing_faq_locale_check" check ("locale" in ('ru', 'en'));`,
    );

    this.addSql(
      `alter table "landing_reviews" add constraint "landing_reviews_locale_check" check ("locale" in ('ru', 'en'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "landing_faq" cascade;`);
    this.addSql(`drop table if exists "landing_reviews" cascade;`);
  }
}
