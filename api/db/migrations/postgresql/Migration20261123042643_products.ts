import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042643_products extends Migration {
  override name = 'Migration20261123042643_products';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "product_images" ("file" varchar(45) not null, "bytes" bytea not null, "created_at" timestamptz not null, primary key ("file"));`,
    );

    this.addSql(
      `create table "products" ("id" uuid not null, "locale" varchar(2) not null, "title" varchar(120) not null, "description" text not null, "price_minor" int not null, "shop_url" varchar(500) not null, "product_code" varchar(100) not null, "position" int not null, "published" boolean not null default false, "image_file" varchar(45) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "products_locale_published_position_index" on "products" ("locale", "published", "position");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_images" cascade;`);
    this.addSql(`drop table if exists "products" cascade;`);
  }
}
