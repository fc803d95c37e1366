import { Migration } from '@mikro-orm/migrations';

export class Migration20261126231016_leaks_and_leaderboard extends Migration {
  override name = 'Migration20261126231016_leaks_and_leaderboard';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`promocode_leaks\` (\`id\` text not null primary key, \`promocode_id\` text not null, \`status\` text check (\`status\` in ('open', 'retired', 'dismissed')) not null default 'open', \`signals\` text not null, \`figures\` text not null, \`decided_by_id\` text null, \`decided_at\` datetime null, \`reason\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`promocode_leaks_promocode_id_foreign\` foreign key (\`promocode_id\`) references \`promocodes\` (\`id\`) on delete cascade, constraint \`promocode_leaks_decided_by_id_foreign\` foreign key (\`decided_by_id\`) references \`users\` (\`id\`) on delete set null);`,
    );
    this.addSql(
      `create unique index \`promocode_leaks_promocode_id_unique\` on \`promocode_leaks\` (\`promocode_id\`);`,
    );
    this.addSql(
      `create index \`promocode_leaks_decided_by_id_index\` on \`promocode_leaks\` (\`decided_by_id\`);`,
    );
    this.addSql(
      `create index \`promocode_leaks_status_updated_at_index\` on \`promocode_leaks\` (\`status\`, \`updated_at\`);`,
    );

    this.addSql(
      `create table \`promocode_uses\` (\`order_id\` text not null primary key, \`promocode_id\` text not null, \`clicked\` integer not null, \`region\` text null, \`referrer_host\` text null, \`occurred_at\` datetime not null, constraint \`promocode_uses_order_id_foreign\` foreign key (\`order_id\`) references \`orders\` (\`id\`) on update cascade on delete cascade, constraint \`promocode_uses_promocode_id_foreign\` foreign key (\`promocode_id\`) references \`promocodes\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`promocode_uses_promocode_id_index\` on \`promocode_uses\` (\`promocode_id\`);`,
    );
    this.addSql(
      `create index \`promocode_uses_promocode_id_occurred_at_index\` on \`promocode_uses\` (\`promocode_id\`, \`occurred_at\`);`,
    );
    this.addSql(`create index \`promocode_uses_occurred_at_index\` on \`promocode_uses\` (\`occurred_at\`);`);

    this.addSql(
      `create table \`leaderboard_prefs\` (\`user_id\` text not null primary key, \`opt_in\` integer not null, \`show_earnings\` integer not null, \`updated_at\` datetime not null, constraint \`leaderboard_prefs_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on update cascade on delete cascade);`,
    );

    this.addSql(`alter table \`promocodes\` add column \`retired_at\` datetime null;`);
    this.addSql(`alter table \`promocodes\` add column \`attributes_until\` datetime null;`);
    this.addSql(`alter table \`promocodes\` add column \`replaced_by\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`promocode_leaks\`;`);
    this.addSql(`drop table if exists \`promocode_uses\`;`);
    this.addSql(`drop table if exists \`leaderboard_prefs\`;`);

    this.addSql(`alter table \`promocodes\` drop column \`retired_at\`;`);
    this.addSql(`alter table \`promocodes\` drop column \`attributes_until\`;`);
    this.addSql(`alter table \`promocodes\` drop column \`replaced_by\`;`);
  }
}
