import { Migration } from '@mikro-orm/migrations';

/** Where a blogger's notifications go: chosen at the onboarding's Telegram step. */
export class Migration20261126110100_notify_by extends Migration {
  override name = 'Migration20261126110100_notify_by';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`users\` add column \`notify_by\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`users\` drop column \`notify_by\`;`);
  }
}
