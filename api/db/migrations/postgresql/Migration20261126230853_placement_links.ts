import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230853_placement_links extends Migration {
  override name = 'Migration20261126230853_placement_links';

  override up(): void | Promise<void> {
    this.addSql(`alter table "referral_clicks" add "placement_id" uuid null, add "signup_id" uuid null;`);
    this.addSql(
      `alter table "referral_clicks" add constraint "referral_clicks_signup_id_foreign" foreign key ("signup_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "referral_clicks_placement_id_target_signup_id_index" on "referral_clicks" ("placement_id", "target", "signup_id");`,
    );

    this.addSql(`create index "placements_owner_id_erid_index" on "placements" ("owner_id", "erid");`);

    this.addSql(`alter table "orders" add "placement_id" uuid null;`);
    this.addSql(
      `create index "orders_placement_id_kind_amount_index" on "orders" ("placement_id", "kind", "amount");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "referral_clicks" drop constraint "referral_clicks_signup_id_foreign";`);

    this.addSql(`drop index "orders_placement_id_kind_amount_index";`);
    this.addSql(`alter table "orders" drop column "placement_id";`);

    this.addSql(`drop index "placements_owner_id_erid_index";`);

    this.addSql(`drop index "referral_clicks_placement_id_target_signup_id_index";`);
    this.addSql(`alter table "referral_clicks" drop column "placement_id", drop column "signup_id";`);
  }
}
