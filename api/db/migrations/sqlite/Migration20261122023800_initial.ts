import { Migration } from '@mikro-orm/migrations';

export class Migration20261122023800_initial extends Migration {
  override name = 'Migration20261122023800_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`users\` (\`id\` text not null primary key, \`email\` text not null, \`password_hash\` text not null, \`role\` text check (\`role\` in ('ambassador', 'moderator', 'admin')) not null default 'ambassador', \`status\` text check (\`status\` in ('review', 'approved', 'rejected', 'hidden')) not null default 'review', \`access\` integer not null default 0, \`onboarding_completed\` integer not null default false, \`first_name\` text null, \`last_name\` text null, \`surname\` text null, \`inn\` text null, \`residency\` text null, \`type\` text check (\`type\` in ('self_employed', 'sole_proprietor', 'company')) null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);

    this.addSql(
      `create table \`auth_sessions\` (\`id\` text not null primary key, \`user_id\` text not null, \`access_token_hash\` text not null, \`access_expires_at\` datetime not null, \`refresh_token_hash\` text not null, \`refresh_expires_at\` datetime not null, \`family_id\` text not null, \`rotated_at\` datetime null, \`revoked_at\` datetime null, \`created_at\` datetime not null, \`ip\` text null, \`user_agent\` text null, constraint \`auth_sessions_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`auth_sessions_user_id_index\` on \`auth_sessions\` (\`user_id\`);`);
    this.addSql(
      `create unique index \`auth_sessions_access_token_hash_unique\` on \`auth_sessions\` (\`access_token_hash\`);`,
    );
    this.addSql(
      `create unique index \`auth_sessions_refresh_token_hash_unique\` on \`auth_sessions\` (\`refresh_token_hash\`);`,
    );
    this.addSql(`create index \`auth_sessions_family_id_index\` on \`auth_sessions\` (\`family_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`users\`;`);
    this.addSql(`drop table if exists \`auth_sessions\`;`);
  }
}
