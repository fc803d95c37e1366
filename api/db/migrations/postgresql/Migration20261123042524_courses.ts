import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042524_courses extends Migration {
  override name = 'Migration20261123042524_courses';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "courses" ("id" uuid not null, "title" varchar(200) not null, "description" text not null, "published" boolean not null default false, "onboarding" boolean not null default false, "position" int not null default 0, "cover_media_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "courses_published_position_index" on "courses" ("published", "position");`);

    this.addSql(
      `create table "course_media" ("id" uuid not null, "course_id" uuid not null, "kind" text null, "mime" varchar(100) null, "size" bigint not null, "upload_id" varchar(64) null, "upload_started_at" timestamptz null, "complete" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "course_media_course_id_index" on "course_media" ("course_id");`);
    this.addSql(
      `alter table "course_media" add constraint "course_media_upload_id_unique" unique ("upload_id");`,
    );

    this.addSql(
      `create table "lessons" ("id" uuid not null, "course_id" uuid not null, "position" int not null, "title" varchar(200) not null, "blocks" jsonb not null, primary key ("id"));`,
    );
    this.addSql(`create index "lessons_course_id_position_index" on "lessons" ("course_id", "position");`);

    this.addSql(
      `create table "lesson_progress" ("id" uuid not null, "user_id" uuid not null, "lesson_id" uuid not null, "completed_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lesson_progress_lesson_id_index" on "lesson_progress" ("lesson_id");`);
    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_user_id_lesson_id_unique" unique ("user_id", "lesson_id");`,
    );

    this.addSql(
      `alter table "course_media" add constraint "course_media_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "course_media" add constraint "course_media_kind_check" check ("kind" in ('image', 'video'));`,
    );

    this.addSql(
      `alter table "lessons" add constraint "lessons_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lesson_progress" add constraint "lesson_progress_lesson_id_foreign" foreign key ("lesson_id") references "lessons" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "course_media" drop constraint "course_media_course_id_foreign";`);
    this.addSql(`alter table "lessons" drop constraint "lessons_course_id_foreign";`);
    this.addSql(`alter table "lesson_progress" drop constraint "lesson_progress_lesson_id_foreign";`);

    this.addSql(`drop table if exists "courses" cascade;`);
    this.addSql(`drop table if exists "course_media" cascade;`);
    this.addSql(`drop table if exists "lessons" cascade;`);
    this.addSql(`drop table if exists "lesson_progress" cascade;`);
  }
}
