import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042613_landing_content extends Migration {
  override name = 'Migration20261123042613_landing_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`landing_faq\` (\`id\` text not null primary key, \`locale\` text check (\`locale\` in ('ru', 'en')) not null, \`question\` text not null, \`answer\` text not null, \`position\` integer not null, \`published\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `create index \`landing_faq_locale_position_index\` on \`landing_faq\` (\`locale\`, \`position\`);`,
    );

    this.addSql(
      `create table \`landing_reviews\` (\`id\` text not null primary key, \`locale\` text check (\`locale\` in ('ru', 'en')) not null, \`author\` text not null, \`caption\` text not null, \`text\` text not null, \`position\` integer not null, \`published\` integer not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `create index \`landing_reviews_locale_position_index\` on \`landing_reviews\` (\`locale\`, \`position\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`landing_faq\`;`);
    this.addSql(`drop table if exists \`landing_reviews\`;`);
  }
}
