import { Migration } from '@mikro-orm/migrations';

export class Migration20261126143046_ord extends Migration {
  override name = 'Migration20261126143046_ord';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ord_objects" ("id" uuid not null, "kind" text not null, "external_id" varchar(255) not null, "placement_id" uuid null, "status" text not null default 'processing', "messages" text not null default '[]', "checked_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "ord_objects_placement_id_index" on "ord_objects" ("placement_id");`);
    this.addSql(
      `create index "ord_objects_status_checked_at_index" on "ord_objects" ("status", "checked_at");`,
    );
    this.addSql(
      `alter table "ord_objects" add constraint "ord_objects_kind_external_id_unique" unique ("kind", "external_id");`,
    );

    this.addSql(
      `create table "placement_reports" ("id" uuid not null, "placement_id" uuid not null, "month" varchar(7) not null, "impressions" int not null, "screenshot_upload_id" varchar(64) null, "revision" int not null default 1, "unsent" boolean not null default true, "sent_revision" int not null default 0, "ord_external_id" varchar(255) null, "sent_at" timestamptz null, "checked_by_id" uuid null, "checked_at" timestamptz null, "claimed_at" timestamptz null, "claim_token" varchar(36) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "placement_reports_unsent_month_index" on "placement_reports" ("unsent", "month");`,
    );
    this.addSql(
      `alter table "placement_reports" add constraint "placement_reports_placement_id_month_unique" unique ("placement_id", "month");`,
    );

    this.addSql(
      `create table "ord_markings" ("placement_id" uuid not null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_error" text null, "done_at" timestamptz null, "claimed_at" timestamptz null, "claim_token" varchar(36) null, "created_at" timestamptz not null, primary key ("placement_id"));`,
    );
    this.addSql(
      `create index "ord_markings_done_at_next_attempt_at_index" on "ord_markings" ("done_at", "next_attempt_at");`,
    );

    this.addSql(
      `alter table "ord_objects" add constraint "ord_objects_kind_check" check ("kind" in ('person', 'contract', 'pad', 'creative', 'statistics'));`,
    );
    this.addSql(
      `alter table "ord_objects" add constraint "ord_objects_status_check" check ("status" in ('processing', 'verified', 'bad'));`,
    );

    this.addSql(
      `alter table "placement_reports" add constraint "placement_reports_placement_id_foreign" foreign key ("placement_id") references "placements" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "placement_reports" add constraint "placement_reports_checked_by_id_foreign" foreign key ("checked_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "ord_markings" add constraint "ord_markings_placement_id_foreign" foreign key ("placement_id") references "placements" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ord_objects" cascade;`);
    this.addSql(`drop table if exists "placement_reports" cascade;`);
    this.addSql(`drop table if exists "ord_markings" cascade;`);
  }
}
