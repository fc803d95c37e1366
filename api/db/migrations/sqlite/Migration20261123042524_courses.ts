import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042524_courses extends Migration {
  override name = 'Migration20261123042524_courses';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`courses\` (\`id\` text not null primary key, \`title\` text not null, \`description\` text not null, \`published\` integer not null default false, \`onboarding\` integer not null default false, \`position\` integer not null default 0, \`cover_media_id\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `create index \`courses_published_position_index\` on \`courses\` (\`published\`, \`position\`);`,
    );

    this.addSql(
      `create table \`course_media\` (\`id\` text not null primary key, \`course_id\` text not null, \`kind\` text check (\`kind\` in ('image', 'video')) null, \`mime\` text null, \`size\` bigint not null, \`upload_id\` text null, \`upload_started_at\` datetime null, \`complete\` integer not null default false, \`created_at\` datetime not null, constraint \`course_media_course_id_foreign\` foreign key (\`course_id\`) references \`courses\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`course_media_course_id_index\` on \`course_media\` (\`course_id\`);`);
    this.addSql(`create unique index \`course_media_upload_id_unique\` on \`course_media\` (\`upload_id\`);`);

    this.addSql(
      `create table \`lessons\` (\`id\` text not null primary key, \`course_id\` text not null, \`position\` integer not null, \`title\` text not null, \`blocks\` json not null, constraint \`lessons_course_id_foreign\` foreign key (\`course_id\`) references \`courses\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`lessons_course_id_index\` on \`lessons\` (\`course_id\`);`);
    this.addSql(
      `create index \`lessons_course_id_position_index\` on \`lessons\` (\`course_id\`, \`position\`);`,
    );

    this.addSql(
      `create table \`lesson_progress\` (\`id\` text not null primary key, \`user_id\` text not null, \`lesson_id\` text not null, \`completed_at\` datetime not null, \`created_at\` datetime not null, constraint \`lesson_progress_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade, constraint \`lesson_progress_lesson_id_foreign\` foreign key (\`lesson_id\`) references \`lessons\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`lesson_progress_user_id_index\` on \`lesson_progress\` (\`user_id\`);`);
    this.addSql(`create index \`lesson_progress_lesson_id_index\` on \`lesson_progress\` (\`lesson_id\`);`);
    this.addSql(
      `create unique index \`lesson_progress_user_id_lesson_id_unique\` on \`lesson_progress\` (\`user_id\`, \`lesson_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`courses\`;`);
    this.addSql(`drop table if exists \`course_media\`;`);
    this.addSql(`drop table if exists \`lessons\`;`);
    this.addSql(`drop table if exists \`lesson_progress\`;`);
  }
}
