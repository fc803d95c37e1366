import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230830_ord_report_review extends Migration {
  override name = 'Migration20261126230830_ord_report_review';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ord_report_reminders" ("id" uuid not null, "placement_id" uuid not null, "month" varchar(7) not null, "kind" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "ord_report_reminders" add constraint "ord_report_reminders_placement_id_month_kind_unique" unique ("placement_id", "month", "kind");`,
    );

    this.addSql(
      `alter table "placement_reports" add "screenshot_type" varchar(32) null, add "entry_key" varchar(36) null, add "rejected_at" timestamptz null, add "rejection_reason" text null;`,
    );

    this.addSql(
      `alter table "ord_report_reminders" add constraint "ord_report_reminders_placement_id_foreign" foreign key ("placement_id") references "placements" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "ord_report_reminders" add constraint "ord_report_reminders_kind_check" check ("kind" in ('open', 'soon'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ord_report_reminders" cascade;`);

    this.addSql(
      `alter table "placement_reports" drop column "screenshot_type", drop column "entry_key", drop column "rejected_at", drop column "rejection_reason";`,
    );
  }
}
