import { Migration } from '@mikro-orm/migrations';

export class Migration20261126141814_courses_market_check extends Migration {
  override name = 'Migration20261126141814_courses_market_check';

  override up(): void | Promise<void> {
    // PostgreSQL has had this CHECK since the markets migration; SQLite can only add one by a rebuild.
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`courses__temp_alter\` (\`id\` text not null primary key, \`market\` text check (\`market\` in ('ru', 'en')) not null default 'ru', \`title\` text not null, \`description\` text not null, \`published\` integer not null default false, \`onboarding\` integer not null default false, \`position\` integer not null default 0, \`cover_media_id\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`courses__temp_alter\` select \`id\`, \`market\`, \`title\`, \`description\`, \`published\`, \`onboarding\`, \`position\`, \`cover_media_id\`, \`created_at\`, \`updated_at\` from \`courses\`;`,
    );
    this.addSql(`drop table \`courses\`;`);
    this.addSql(`alter table \`courses__temp_alter\` rename to \`courses\`;`);
    this.addSql(
      `create index \`courses_market_published_position_index\` on \`courses\` (\`market\`, \`published\`, \`position\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`courses__temp_alter\` (\`id\` TEXT not null primary key, \`market\` TEXT not null default 'ru', \`title\` TEXT not null, \`description\` TEXT not null, \`published\` INTEGER not null default false, \`onboarding\` INTEGER not null default false, \`position\` INTEGER not null default 0, \`cover_media_id\` TEXT null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`courses__temp_alter\` select \`id\`, \`market\`, \`title\`, \`description\`, \`published\`, \`onboarding\`, \`position\`, \`cover_media_id\`, \`created_at\`, \`updated_at\` from \`courses\`;`,
    );
    this.addSql(`drop table \`courses\`;`);
    this.addSql(`alter table \`courses__temp_alter\` rename to \`courses\`;`);
    this.addSql(
      `create index \`courses_market_published_position_index\` on \`courses\` (\`market\`, \`published\`, \`position\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);
  }
}
