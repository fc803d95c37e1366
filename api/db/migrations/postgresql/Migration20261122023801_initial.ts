import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023801_initial extends Migration {
  override name = 'Migration20261122023801_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "role" text not null default 'ambassador', "status" text not null default 'review', "access" int not null default 0, "onboarding_completed" boolean not null default false, "first_name" varchar(100) null, "last_name" varchar(100) null, "surname" varchar(100) null, "inn" varchar(20) null, "residency" varchar(50) null, "type" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "auth_sessions" ("id" uuid not null, "user_id" uuid not null, "access_token_hash" varchar(64) not null, "access_expires_at" timestamptz not null, "refresh_token_hash" varchar(64) not null, "refresh_expires_at" timestamptz not null, "family_id" uuid not null, "rotated_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null, primary key ("id"));`,
    );
    this.addSql(`create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id");`);
    this.addSql(
      `alter table "auth_sessions" add constraint "auth_sessions_access_token_hash_unique" unique ("access_token_hash");`,
    );
    this.addSql(
      `alter table "auth_sessions" add constraint "auth_sessions_refresh_token_hash_unique" unique ("refresh_token_hash");`,
    );
    this.addSql(`create index "auth_sessions_family_id_index" on "auth_sessions" ("family_id");`);

    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('ambassador', 'moderator', 'admin'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_status_check" check ("status" in ('review', 'approved', 'rejected', 'hidden'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_type_check" check ("type" in ('self_employed', 'sole_proprietor', 'company'));`,
    );

    this.addSql(
      `alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "auth_sessions" drop constraint "auth_sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "auth_sessions" cascade;`);
  }
}
