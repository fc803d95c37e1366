import { Migration } from '@mikro-orm/migrations';

/** Closing acts with their gapless counter; payout connections keep the provider's destination and consent link. */
export class Migration20261126141759_acts_and_payout_recipients extends Migration {
  override name = 'Migration20261126141759_acts_and_payout_recipients';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`act_counters\` (\`id\` integer not null primary key autoincrement, \`last\` integer not null);`,
    );

    this.addSql(
      `create table \`closing_acts\` (\`id\` text not null primary key, \`number\` integer not null, \`owner_id\` text not null, \`month\` text not null, \`revision\` integer not null default 0, \`corrects\` text null, \`amount\` bigint not null, \`currency\` text check (\`currency\` in ('RUB', 'USD')) not null, \`snapshot\` text not null, \`issued_at\` datetime not null, constraint \`closing_acts_owner_id_foreign\` foreign key (\`owner_id\`) references \`users\` (\`id\`) on delete restrict);`,
    );
    this.addSql(`insert into \`act_counters\` (\`id\`, \`last\`) values (1, 0);`);
    this.addSql(`create unique index \`closing_acts_number_unique\` on \`closing_acts\` (\`number\`);`);
    this.addSql(`create index \`closing_acts_owner_id_index\` on \`closing_acts\` (\`owner_id\`);`);
    this.addSql(
      `create index \`closing_acts_owner_id_issued_at_index\` on \`closing_acts\` (\`owner_id\`, \`issued_at\`);`,
    );
    this.addSql(
      `create unique index \`closing_acts_owner_id_month_revision_unique\` on \`closing_acts\` (\`owner_id\`, \`month\`, \`revision\`);`,
    );

    this.addSql(`alter table \`payout_connections\` add column \`destination\` text null;`);
    this.addSql(`alter table \`payout_connections\` add column \`confirmation_url\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`act_counters\`;`);
    this.addSql(`drop table if exists \`closing_acts\`;`);

    this.addSql(`alter table \`payout_connections\` drop column \`destination\`;`);
    this.addSql(`alter table \`payout_connections\` drop column \`confirmation_url\`;`);
  }
}
