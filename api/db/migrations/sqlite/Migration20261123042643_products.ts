import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042643_products extends Migration {
  override name = 'Migration20261123042643_products';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`product_images\` (\`file\` text not null primary key, \`bytes\` blob not null, \`created_at\` datetime not null);`,
    );

    this.addSql(
      `create table \`products\` (\`id\` text not null primary key, \`locale\` text not null, \`title\` text not null, \`description\` text not null, \`price_minor\` integer not null, \`shop_url\` text not null, \`product_code\` text not null, \`position\` integer not null, \`published\` integer not null default false, \`image_file\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `create index \`products_locale_published_position_index\` on \`products\` (\`locale\`, \`published\`, \`position\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`product_images\`;`);
    this.addSql(`drop table if exists \`products\`;`);
  }
}
