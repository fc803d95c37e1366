import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033704_placements extends Migration {
  override name = 'Migration20261122033704_placements';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "placements" ("id" uuid not null, "owner_id" uuid not null, "revision" int not null, "status" text not null default 'draft', "network" text not null, "promocode" varchar(64) not null default '', "format" text not null, "category" text not null, "start_date" varchar(10) not null, "end_date" varchar(10) not null, "removal_due_at" timestamptz not null, "text" text not null, "reach" int not null, "target_url" varchar(2000) not null, "publication_url" varchar(2000) not null default '', "erid" varchar(100) null, "creative_id" varchar(50) null, "rejection_reason" text null, "submitted_at" timestamptz null, "submit_key" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_submit_key_unique" unique ("submit_key");`,
    );
    this.addSql(
      `create index "placements_owner_id_created_at_index" on "placements" ("owner_id", "created_at");`,
    );
    this.addSql(
      `create index "placements_status_removal_due_at_index" on "placements" ("status", "removal_due_at");`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_owner_id_id_unique" unique ("owner_id", "id");`,
    );

    this.addSql(
      `create table "placement_files" ("id" uuid not null, "placement_id" uuid not null, "position" int not null default 0, "name" varchar(255) not null, "declared_type" varchar(255) not null, "declared_size" int not null, "upload_id" varchar(64) null, "upload_started_at" timestamptz null, "uploaded" boolean not null default false, "sniffed_type" varchar(255) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "placement_files_placement_id_index" on "placement_files" ("placement_id");`);
    this.addSql(
      `alter table "placement_files" add constraint "placement_files_upload_id_unique" unique ("upload_id");`,
    );

    this.addSql(
      `alter table "placements" add constraint "placements_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_status_check" check ("status" in ('draft', 'moderation', 'ready', 'needs_removal', 'completed', 'rejected'));`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_network_check" check ("network" in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest'));`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_format_check" check ("format" in ('post', 'stories', 'video', 'reels', 'clip', 'live'));`,
    );
    this.addSql(
      `alter table "placements" add constraint "placements_category_check" check ("category" in ('fitness', 'nutrition', 'health', 'lifestyle'));`,
    );

    this.addSql(
      `alter table "placement_files" add constraint "placement_files_placement_id_foreign" foreign key ("placement_id") references "placements" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "placement_files" drop constraint "placement_files_placement_id_foreign";`);

    this.addSql(`drop table if exists "placements" cascade;`);
    this.addSql(`drop table if exists "placement_files" cascade;`);
  }
}
