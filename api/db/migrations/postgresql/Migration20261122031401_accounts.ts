import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031401_accounts extends Migration {
  override name = 'Migration20261122031401_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_mails" ("id" uuid not null, "to" varchar(254) not null, "subject" varchar(200) not null, "text" text not null, "html" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_mails_created_at_index" on "outbox_mails" ("created_at");`);

    this.addSql(
      `create table "telegram_link_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "telegram_link_codes_user_id_index" on "telegram_link_codes" ("user_id");`);
    this.addSql(
      `alter table "telegram_link_codes" add constraint "telegram_link_codes_code_hash_unique" unique ("code_hash");`,
    );

    this.addSql(
      `create table "social_accounts" ("id" uuid not null, "user_id" uuid not null, "network" text not null, "url" varchar(500) not null, "followers" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "social_accounts_user_id_index" on "social_accounts" ("user_id");`);

    this.addSql(
      `create table "password_reset_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "audit_entries" ("id" uuid not null, "actor_id" uuid not null, "action" varchar(50) not null, "target_id" uuid not null, "target_email" varchar(254) null, "reason" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_entries_target_id_index" on "audit_entries" ("target_id");`);
    this.addSql(`create index "audit_entries_created_at_index" on "audit_entries" ("created_at");`);

    this.addSql(
      `alter table "users" add "onboarding_steps" varchar(200) not null default '', add "phone" varchar(32) null, add "nickname" varchar(100) null, add "telegram" varchar(100) null, add "country" varchar(100) null, add "city" varchar(100) null, add "self_employed" boolean not null default false, add "personal_data_consent_at" timestamptz null, add "marketing_consent" boolean not null default false, add "referral_code" varchar(32) null, add "sponsor_id" uuid null, add "avatar_path" varchar(100) null, add "rejection_reason" text null, add "locale" varchar(2) not null default 'ru', add "pending_email" varchar(254) null, add "email_code_hash" varchar(64) null, add "email_code_expires_at" timestamptz null, add "email_code_tries" int not null default 0, add "telegram_chat_id" varchar(32) null, add "telegram_username" varchar(64) null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_sponsor_id_foreign" foreign key ("sponsor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "users" add constraint "users_referral_code_unique" unique ("referral_code");`);
    this.addSql(`create index "users_sponsor_id_index" on "users" ("sponsor_id");`);

    this.addSql(
      `alter table "telegram_link_codes" add constraint "telegram_link_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "social_accounts" add constraint "social_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "social_accounts" add constraint "social_accounts_network_check" check ("network" in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest'));`,
    );

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "audit_entries" add constraint "audit_entries_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete restrict;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_mails" cascade;`);
    this.addSql(`drop table if exists "telegram_link_codes" cascade;`);
    this.addSql(`drop table if exists "social_accounts" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "audit_entries" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_sponsor_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_referral_code_unique";`);
    this.addSql(`drop index "users_sponsor_id_index";`);
    this.addSql(
      `alter table "users" drop column "onboarding_steps", drop column "phone", drop column "nickname", drop column "telegram", drop column "country", drop column "city", drop column "self_employed", drop column "personal_data_consent_at", drop column "marketing_consent", drop column "referral_code", drop column "sponsor_id", drop column "avatar_path", drop column "rejection_reason", drop column "locale", drop column "pending_email", drop column "email_code_hash", drop column "email_code_expires_at", drop column "email_code_tries", drop column "telegram_chat_id", drop column "telegram_username";`,
    );
  }
}
