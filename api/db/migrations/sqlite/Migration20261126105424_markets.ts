import { Migration } from '@mikro-orm/migrations';

export class Migration20261126105424_markets extends Migration {
  override name = 'Migration20261126105424_markets';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`courses__temp_alter\` (\`id\` text not null primary key, \`market\` text not null default 'ru', \`title\` text not null, \`description\` text not null, \`published\` integer not null default false, \`onboarding\` integer not null default false, \`position\` integer not null default 0, \`cover_media_id\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    // Every course written so far belongs to the Russian school.
    this.addSql(
      `insert into \`courses__temp_alter\` select \`id\`, 'ru' as \`market\`, \`title\`, \`description\`, \`published\`, \`onboarding\`, \`position\`, \`cover_media_id\`, \`created_at\`, \`updated_at\` from \`courses\`;`,
    );
    this.addSql(`drop table \`courses\`;`);
    this.addSql(`alter table \`courses__temp_alter\` rename to \`courses\`;`);
    this.addSql(
      `create index \`courses_market_published_position_index\` on \`courses\` (\`market\`, \`published\`, \`position\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`users\` add column \`id_number\` text null;`);
    this.addSql(`alter table \`users\` add column \`iban\` text null;`);
    this.addSql(`alter table \`users\` add column \`bank_name\` text null;`);
    this.addSql(`alter table \`users\` add column \`licence_number\` text null;`);
    this.addSql(`alter table \`users\` add column \`trn\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`courses__temp_alter\` (\`id\` TEXT not null primary key, \`title\` TEXT not null, \`description\` TEXT not null, \`published\` INTEGER not null default false, \`onboarding\` INTEGER not null default false, \`position\` INTEGER not null default 0, \`cover_media_id\` TEXT null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`courses__temp_alter\` select \`id\`, \`title\`, \`description\`, \`published\`, \`onboarding\`, \`position\`, \`cover_media_id\`, \`created_at\`, \`updated_at\` from \`courses\`;`,
    );
    this.addSql(`drop table \`courses\`;`);
    this.addSql(`alter table \`courses__temp_alter\` rename to \`courses\`;`);
    this.addSql(
      `create index \`courses_published_position_index\` on \`courses\` (\`published\`, \`position\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`users\` drop column \`id_number\`;`);
    this.addSql(`alter table \`users\` drop column \`iban\`;`);
    this.addSql(`alter table \`users\` drop column \`bank_name\`;`);
    this.addSql(`alter table \`users\` drop column \`licence_number\`;`);
    this.addSql(`alter table \`users\` drop column \`trn\`;`);
  }
}
