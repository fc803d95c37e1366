import { Migration } from '@mikro-orm/migrations';

export class Migration20261126230858_payout_connection_status extends Migration {
  override name = 'Migration20261126230858_payout_connection_status';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "payout_connections" add "status" text not null default 'confirmed', add "identified_by" varchar(8) null, add "attempt" int not null default 1, add "checked_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "payout_connections" add constraint "payout_connections_status_check" check ("status" in ('pending', 'confirmed', 'canceled', 'unregistered'));`,
    );

    // A YooKassa connection made before statuses were kept is read back from YooKassa on the next view.
    this.addSql(`update "payout_connections" set "status" = 'pending' where "provider" = 'yookassa';`);

    this.addSql(`alter table "withdrawals" add "sent_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payout_connections" drop constraint "payout_connections_status_check";`);
    this.addSql(
      `alter table "payout_connections" drop column "status", drop column "identified_by", drop column "attempt", drop column "checked_at";`,
    );

    this.addSql(`alter table "withdrawals" drop column "sent_at";`);
  }
}
