import { Migration } from '@mikro-orm/migrations';

export class Migration20261123012449_team_ranks extends Migration {
  override name = 'Migration20261123012449_team_ranks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ranks" ("code" varchar(40) not null, "position" int not null, "name_ru" varchar(60) not null, "name_en" varchar(60) not null, "permanent" boolean not null default false, "conditions" jsonb not null, "updated_at" timestamptz not null, primary key ("code"));`,
    );
    this.addSql(`alter table "ranks" add constraint "ranks_position_unique" unique ("position");`);

    this.addSql(
      `create table "team_links" ("ancestor_id" uuid not null, "descendant_id" uuid not null, "depth" int not null, "joined_at" timestamptz not null, primary key ("ancestor_id", "descendant_id"));`,
    );
    this.addSql(
      `create index "team_links_ancestor_id_joined_at_descendant_id_index" on "team_links" ("ancestor_id", "joined_at", "descendant_id");`,
    );
    this.addSql(
      `create index "team_links_ancestor_id_depth_joined_at_descendant_id_index" on "team_links" ("ancestor_id", "depth", "joined_at", "descendant_id");`,
    );
    this.addSql(
      `create index "team_links_descendant_id_depth_index" on "team_links" ("descendant_id", "depth");`,
    );

    this.addSql(
      `create table "rank_month_stats" ("id" serial primary key, "user_id" uuid not null, "month" varchar(7) not null, "currency" text not null, "personal_revenue" bigint not null, "team_revenue" bigint not null, "active_partners" int not null, "integrations" int not null, "league" boolean not null, "rank_code" varchar(40) not null);`,
    );
    this.addSql(`create index "rank_month_stats_month_index" on "rank_month_stats" ("month");`);
    this.addSql(
      `alter table "rank_month_stats" add constraint "rank_month_stats_user_id_month_unique" unique ("user_id", "month");`,
    );

    this.addSql(
      `create table "rank_changes" ("id" uuid not null, "user_id" uuid not null, "month" varchar(7) not null, "from_code" varchar(40) not null, "to_code" varchar(40) not null, "reason" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "rank_changes" add constraint "rank_changes_user_id_month_unique" unique ("user_id", "month");`,
    );

    this.addSql(
      `alter table "users" add "rank_code" varchar(40) not null default 'explorer', add "rank_since" timestamptz null, add "manager_id" uuid null, add "last_integration_at" timestamptz null, add "search_text" varchar(700) not null default '';`,
    );
    this.addSql(
      `alter table "users" add constraint "users_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "users_manager_id_index" on "users" ("manager_id");`);

    this.addSql(
      `alter table "team_links" add constraint "team_links_ancestor_id_foreign" foreign key ("ancestor_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "team_links" add constraint "team_links_descendant_id_foreign" foreign key ("descendant_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "rank_month_stats" add constraint "rank_month_stats_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "rank_month_stats" add constraint "rank_month_stats_currency_check" check ("currency" in ('RUB', 'USD'));`,
    );

    this.addSql(
      `alter table "rank_changes" add constraint "rank_changes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "rank_changes" add constraint "rank_changes_reason_check" check ("reason" in ('promoted', 'lost'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ranks" cascade;`);
    this.addSql(`drop table if exists "team_links" cascade;`);
    this.addSql(`drop table if exists "rank_month_stats" cascade;`);
    this.addSql(`drop table if exists "rank_changes" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_manager_id_foreign";`);

    this.addSql(`drop index "users_manager_id_index";`);
    this.addSql(
      `alter table "users" drop column "rank_code", drop column "rank_since", drop column "manager_id", drop column "last_integration_at", drop column "search_text";`,
    );
  }
}
