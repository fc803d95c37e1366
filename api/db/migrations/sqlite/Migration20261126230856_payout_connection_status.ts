import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230856_payout_connection_status extends Migration {
  override name = 'Migration20261126230856_payout_connection_status';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`payout_connections__temp_alter\` (\`id\` text not null primary key, \`owner_id\` text not null, \`provider\` text not null, \`external_id\` text not null, \`destination\` text null, \`confirmation_url\` text null, \`status\` text check (\`status\` in ('pending', 'confirmed', 'canceled', 'unregistered')) not null default 'confirmed', \`identified_by\` text null, \`attempt\` integer not null default 1, \`checked_at\` datetime null, \`created_at\` datetime not null, constraint \`payout_connections_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `insert into \`payout_connections__temp_alter\` select \`id\`, \`owner_id\`, \`provider\`, \`external_id\`, \`destination\`, \`confirmation_url\`, case when \`provider\` = 'yookassa' then 'pending' else 'confirmed' end as \`status\`, null as \`identified_by\`, 1 as \`attempt\`, null as \`checked_at\`, \`created_at\` from \`payout_connections\`;`,
    );
    this.addSql(`drop table \`payout_connections\`;`);
    this.addSql(`alter table \`payout_connections__temp_alter\` rename to \`payout_connections\`;`);
    this.addSql(
      `create index \`payout_connections_owner_id_index\` on \`payout_connections\` (\`owner_id\`);`,
    );
    this.addSql(
      `create unique index \`payout_connections_owner_id_unique\` on \`payout_connections\` (\`owner_id\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`withdrawals\` add column \`sent_at\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`payout_connections__temp_alter\` (\`id\` TEXT not null primary key, \`owner_id\` TEXT not null, \`provider\` TEXT not null, \`external_id\` TEXT not null, \`created_at\` datetime not null, \`destination\` TEXT null, \`confirmation_url\` TEXT null, constraint \`payout_connections_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on update no action on delete cascade);`,
    );
    this.addSql(
      `insert into \`payout_connections__temp_alter\` select \`id\`, \`owner_id\`, \`provider\`, \`external_id\`, \`created_at\`, \`destination\`, \`confirmation_url\` from \`payout_connections\`;`,
    );
    this.addSql(`drop table \`payout_connections\`;`);
    this.addSql(`alter table \`payout_connections__temp_alter\` rename to \`payout_connections\`;`);
    this.addSql(
      `create unique index \`payout_connections_owner_id_unique\` on \`payout_connections\` (\`owner_id\`);`,
    );
    this.addSql(
      `create index \`payout_connections_owner_id_index\` on \`payout_connections\` (\`owner_id\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`withdrawals\` drop column \`sent_at\`;`);
  }
}
