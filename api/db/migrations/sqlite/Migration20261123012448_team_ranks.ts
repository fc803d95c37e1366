import { Migration } from '@mikro-orm/migrations';

export class Migration20261123012448_team_ranks extends Migration {
  override name = 'Migration20261123012448_team_ranks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`ranks\` (\`code\` text not null primary key, \`position\` integer not null, \`name_ru\` text not null, \`name_en\` text not null, \`permanent\` integer not null default false, \`conditions\` json not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`ranks_position_unique\` on \`ranks\` (\`position\`);`);

    this.addSql(
      `create table \`team_links\` (\`ancestor_id\` text not null, \`descendant_id\` text not null, \`depth\` integer not null, \`joined_at\` datetime not null, primary key (\`ancestor_id\`, \`descendant_id\`), constraint \`team_links_ancestor_id_foreign\` foreign key (\`ancestor_id\`) references \`users\` (\`id\`) on update cascade on delete cascade, constraint \`team_links_descendant_id_foreign\` foreign key (\`descendant_id\`) references \`users\` (\`id\`) on update cascade on delete cascade);`,
    );
    this.addSql(`create index \`team_links_ancestor_id_index\` on \`team_links\` (\`ancestor_id\`);`);
    this.addSql(`create index \`team_links_descendant_id_index\` on \`team_links\` (\`descendant_id\`);`);
    this.addSql(
      `create index \`team_links_ancestor_id_joined_at_descendant_id_index\` on \`team_links\` (\`ancestor_id\`, \`joined_at\`, \`descendant_id\`);`,
    );
    this.addSql(
      `create index \`team_links_ancestor_id_depth_joined_at_descendant_id_index\` on \`team_links\` (\`ancestor_id\`, \`depth\`, \`joined_at\`, \`descendant_id\`);`,
    );
    this.addSql(
      `create index \`team_links_descendant_id_depth_index\` on \`team_links\` (\`descendant_id\`, \`depth\`);`,
    );

    this.addSql(
      `create table \`rank_month_stats\` (\`id\` integer not null primary key autoincrement, \`user_id\` text not null, \`month\` text not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`personal_revenue\` bigint not null, \`team_revenue\` bigint not null, \`active_partners\` integer not null, \`integrations\` integer not null, \`league\` integer not null, \`rank_code\` text not null, constraint \`rank_month_stats_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`rank_month_stats_user_id_index\` on \`rank_month_stats\` (\`user_id\`);`);
    this.addSql(`create index \`rank_month_stats_month_index\` on \`rank_month_stats\` (\`month\`);`);
    this.addSql(
      `create unique index \`rank_month_stats_user_id_month_unique\` on \`rank_month_stats\` (\`user_id\`, \`month\`);`,
    );

    this.addSql(
      `create table \`rank_changes\` (\`id\` text not null primary key, \`user_id\` text not null, \`month\` text not null, \`from_code\` text not null, \`to_code\` text not null, \`reason\` text check (\`reason\` in ('promoted', 'lost')) not null, \`created_at\` datetime not null, constraint \`rank_changes_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`rank_changes_user_id_index\` on \`rank_changes\` (\`user_id\`);`);
    this.addSql(
      `create unique index \`rank_changes_user_id_month_unique\` on \`rank_changes\` (\`user_id\`, \`month\`);`,
    );

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`users__temp_alter\` (\`id\` text not null primary key, \`email\` text not null, \`password_hash\` text not null, \`role\` text check (\`role\` in ('ambassador', 'moderator', 'admin')) not null default 'ambassador', \`status\` text check (\`status\` in ('review', 'approved', 'rejected', 'hidden')) not null default 'review', \`access\` integer not null default 0, \`onboarding_completed\` integer not null default false, \`onboarding_steps\` text not null default '', \`first_name\` text null, \`last_name\` text null, \`surname\` text null, \`inn\` text null, \`residency\` text null, \`type\` text check (\`type\` in ('self_employed', 'sole_proprietor', 'company')) null, \`phone\` text null, \`nickname\` text null, \`telegram\` text null, \`country\` text null, \`city\` text null, \`self_employed\` integer not null default false, \`personal_data_consent_at\` datetime null, \`marketing_consent\` integer not null default false, \`referral_code\` text null, \`sponsor_id\` text null, \`avatar_path\` text null, \`rejection_reason\` text null, \`locale\` text not null default 'ru', \`pending_email\` text null, \`email_code_hash\` text null, \`email_code_expires_at\` datetime null, \`email_code_tries\` integer not null default 0, \`telegram_chat_id\` text null, \`telegram_username\` text null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) null, \`agreement_date\` text null, \`rank_code\` text not null default 'explorer', \`rank_since\` datetime null, \`manager_id\` text null, \`last_integration_at\` datetime null, \`search_text\` text not null default '', \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`users_sponsor_id_foreign\` foreign key (\`sponsor_id\`) references \`users\` (\`id\`) on delete set null, constraint \`users_manager_id_foreign\` foreign key (\`manager_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(
      `insert into \`users__temp_alter\` select \`id\`, \`email\`, \`password_hash\`, \`role\`, \`status\`, \`access\`, \`onboarding_completed\`, \`onboarding_steps\`, \`first_name\`, \`last_name\`, \`surname\`, \`inn\`, \`residency\`, \`type\`, \`phone\`, \`nickname\`, \`telegram\`, \`country\`, \`city\`, \`self_employed\`, \`personal_data_consent_at\`, \`marketing_consent\`, \`referral_code\`, \`sponsor_id\`, \`avatar_path\`, \`rejection_reason\`, \`locale\`, \`pending_email\`, \`email_code_hash\`, \`email_code_expires_at\`, \`email_code_tries\`, \`telegram_chat_id\`, \`telegram_username\`, \`currency\`, \`agreement_date\`, null as \`rank_code\`, null as \`rank_since\`, null as \`manager_id\`, null as \`last_integration_at\`, null as \`search_text\`, \`created_at\`, \`updated_at\` from \`users\`;`,
    );
    this.addSql(`drop table \`users\`;`);
    this.addSql(`alter table \`users__temp_alter\` rename to \`users\`;`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_referral_code_unique\` on \`users\` (\`referral_code\`);`);
    this.addSql(`create index \`users_sponsor_id_index\` on \`users\` (\`sponsor_id\`);`);
    this.addSql(`create index \`users_manager_id_index\` on \`users\` (\`manager_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`ranks\`;`);
    this.addSql(`drop table if exists \`team_links\`;`);
    this.addSql(`drop table if exists \`rank_month_stats\`;`);
    this.addSql(`drop table if exists \`rank_changes\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`users__temp_alter\` (\`id\` TEXT not null primary key, \`email\` TEXT not null, \`password_hash\` TEXT not null, \`role\` TEXT check (\`role\` in ('ambassador', 'moderator', 'admin')) not null default 'ambassador', \`status\` TEXT check (\`status\` in ('review', 'approved', 'rejected', 'hidden')) not null default 'review', \`access\` INTEGER not null default 0, \`onboarding_completed\` INTEGER not null default false, \`onboarding_steps\` TEXT not null default '', \`first_name\` TEXT null, \`last_name\` TEXT null, \`surname\` TEXT null, \`inn\` TEXT null, \`residency\` TEXT null, \`type\` TEXT check (\`type\` in ('self_employed', 'sole_proprietor', 'company')) null, \`phone\` TEXT null, \`nickname\` TEXT null, \`telegram\` TEXT null, \`country\` TEXT null, \`city\` TEXT null, \`self_employed\` INTEGER not null default false, \`personal_data_consent_at\` datetime null, \`marketing_consent\` INTEGER not null default false, \`referral_code\` TEXT null, \`sponsor_id\` TEXT null, \`avatar_path\` TEXT null, \`rejection_reason\` TEXT null, \`locale\` TEXT not null default 'ru', \`pending_email\` TEXT null, \`email_code_hash\` TEXT null, \`email_code_expires_at\` datetime null, \`email_code_tries\` INTEGER not null default 0, \`telegram_chat_id\` TEXT null, \`telegram_username\` TEXT null, \`currency\` TEXT null, \`agreement_date\` TEXT null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`users_sponsor_id_foreign\` foreign key (\`sponsor_id\`) references \`users\` (\`id\`) on update no action on delete set null);`,
    );
    this.addSql(
      `insert into \`users__temp_alter\` select \`id\`, \`email\`, \`password_hash\`, \`role\`, \`status\`, \`access\`, \`onboarding_completed\`, \`onboarding_steps\`, \`first_name\`, \`last_name\`, \`surname\`, \`inn\`, \`residency\`, \`type\`, \`phone\`, \`nickname\`, \`telegram\`, \`country\`, \`city\`, \`self_employed\`, \`personal_data_consent_at\`, \`marketing_consent\`, \`referral_code\`, \`sponsor_id\`, \`avatar_path\`, \`rejection_reason\`, \`locale\`, \`pending_email\`, \`email_code_hash\`, \`email_code_expires_at\`, \`email_code_tries\`, \`telegram_chat_id\`, \`telegram_username\`, \`currency\`, \`agreement_date\`, \`created_at\`, \`updated_at\` from \`users\`;`,
    );
    this.addSql(`drop table \`users\`;`);
    this.addSql(`alter table \`users__temp_alter\` rename to \`users\`;`);
    this.addSql(`create index \`users_sponsor_id_index\` on \`users\` (\`sponsor_id\`);`);
    this.addSql(`create unique index \`users_referral_code_unique\` on \`users\` (\`referral_code\`);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
