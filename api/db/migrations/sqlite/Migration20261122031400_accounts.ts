import { Migration } from '@mikro-orm/migrations';

export class Migration20261122031400_accounts extends Migration {
  override name = 'Migration20261122031400_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`outbox_mails\` (\`id\` text not null primary key, \`to\` text not null, \`subject\` text not null, \`text\` text not null, \`html\` text not null, \`created_at\` datetime not null);`,
    );
    this.addSql(`create index \`outbox_mails_created_at_index\` on \`outbox_mails\` (\`created_at\`);`);

    this.addSql(
      `create table \`telegram_link_codes\` (\`id\` text not null primary key, \`user_id\` text not null, \`code_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`telegram_link_codes_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`telegram_link_codes_user_id_index\` on \`telegram_link_codes\` (\`user_id\`);`,
    );
    this.addSql(
      `create unique index \`telegram_link_codes_code_hash_unique\` on \`telegram_link_codes\` (\`code_hash\`);`,
    );

    this.addSql(
      `create table \`social_accounts\` (\`id\` text not null primary key, \`user_id\` text not null, \`network\` text check (\`network\` in ('vk', 'instagram', 'telegram', 'youtube', 'dzen', 'tiktok', 'ok', 'rutube', 'pinterest')) not null, \`url\` text not null, \`followers\` integer not null, \`created_at\` datetime not null, constraint \`social_accounts_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`social_accounts_user_id_index\` on \`social_accounts\` (\`user_id\`);`);

    this.addSql(
      `create table \`password_reset_tokens\` (\`id\` text not null primary key, \`user_id\` text not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`password_reset_tokens_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`password_reset_tokens_user_id_index\` on \`password_reset_tokens\` (\`user_id\`);`,
    );
    this.addSql(
      `create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`,
    );

    this.addSql(
      `create table \`audit_entries\` (\`id\` text not null primary key, \`actor_id\` text not null, \`action\` text not null, \`target_id\` text not null, \`target_email\` text null, \`reason\` text null, \`created_at\` datetime not null, constraint \`audit_entries_actor_id_foreign\` foreign key (\`actor_id\`) references \`users\` (\`id\`) on delete restrict);`,
    );
    this.addSql(`create index \`audit_entries_actor_id_index\` on \`audit_entries\` (\`actor_id\`);`);
    this.addSql(`create index \`audit_entries_target_id_index\` on \`audit_entries\` (\`target_id\`);`);
    this.addSql(`create index \`audit_entries_created_at_index\` on \`audit_entries\` (\`created_at\`);`);

    this.addSql(`alter table \`users\` add column \`onboarding_steps\` text not null default '';`);
    this.addSql(`alter table \`users\` add column \`phone\` text null;`);
    this.addSql(`alter table \`users\` add column \`nickname\` text null;`);
    this.addSql(`alter table \`users\` add column \`telegram\` text null;`);
    this.addSql(`alter table \`users\` add column \`country\` text null;`);
    this.addSql(`alter table \`users\` add column \`city\` text null;`);
    this.addSql(`alter table \`users\` add column \`self_employed\` integer not null default false;`);
    this.addSql(`alter table \`users\` add column \`personal_data_consent_at\` datetime null;`);
    this.addSql(`alter table \`users\` add column \`marketing_consent\` integer not null default false;`);
    this.addSql(`alter table \`users\` add column \`referral_code\` text null;`);
    this.addSql(
      `alter table \`users\` add column \`sponsor_id\` text null constraint \`users_sponsor_id_foreign\` references \`users\` (\`id\`) on delete set null;`,
    );
    this.addSql(`alter table \`users\` add column \`avatar_path\` text null;`);
    this.addSql(`alter table \`users\` add column \`rejection_reason\` text null;`);
    this.addSql(`alter table \`users\` add column \`locale\` text not null default 'ru';`);
    this.addSql(`alter table \`users\` add column \`pending_email\` text null;`);
    this.addSql(`alter table \`users\` add column \`email_code_hash\` text null;`);
    this.addSql(`alter table \`users\` add column \`email_code_expires_at\` datetime null;`);
    this.addSql(`alter table \`users\` add column \`email_code_tries\` integer not null default 0;`);
    this.addSql(`alter table \`users\` add column \`telegram_chat_id\` text null;`);
    this.addSql(`alter table \`users\` add column \`telegram_username\` text null;`);
    this.addSql(`create unique index \`users_referral_code_unique\` on \`users\` (\`referral_code\`);`);
    this.addSql(`create index \`users_sponsor_id_index\` on \`users\` (\`sponsor_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`outbox_mails\`;`);
    this.addSql(`drop table if exists \`telegram_link_codes\`;`);
    this.addSql(`drop table if exists \`social_accounts\`;`);
    this.addSql(`drop table if exists \`password_reset_tokens\`;`);
    this.addSql(`drop table if exists \`audit_entries\`;`);

    this.addSql(`drop index \`users_referral_code_unique\`;`);
    this.addSql(`drop index \`users_sponsor_id_index\`;`);
    this.addSql(`alter table \`users\` drop column \`onboarding_steps\`;`);
    this.addSql(`alter table \`users\` drop column \`phone\`;`);
    this.addSql(`alter table \`users\` drop column \`nickname\`;`);
    this.addSql(`alter table \`users\` drop column \`telegram\`;`);
    this.addSql(`alter table \`users\` drop column \`country\`;`);
    this.addSql(`alter table \`users\` drop column \`city\`;`);
    this.addSql(`alter table \`users\` drop column \`self_employed\`;`);
    this.addSql(`alter table \`users\` drop column \`personal_data_consent_at\`;`);
    this.addSql(`alter table \`users\` drop column \`marketing_consent\`;`);
    this.addSql(`alter table \`users\` drop column \`referral_code\`;`);
    this.addSql(`alter table \`users\` drop column \`sponsor_id\`;`);
    this.addSql(`alter table \`users\` drop column \`avatar_path\`;`);
    this.addSql(`alter table \`users\` drop column \`rejection_reason\`;`);
    this.addSql(`alter table \`users\` drop column \`locale\`;`);
    this.addSql(`alter table \`users\` drop column \`pending_email\`;`);
    this.addSql(`alter table \`users\` drop column \`email_code_hash\`;`);
    this.addSql(`alter table \`users\` drop column \`email_code_expires_at\`;`);
    this.addSql(`alter table \`users\` drop column \`email_code_tries\`;`);
    this.addSql(`alter table \`users\` drop column \`telegram_chat_id\`;`);
    this.addSql(`alter table \`users\` drop column \`telegram_username\`;`);
  }
}
