import { Migration } from '@mikro-orm/migrations';

/** Ad rules staff switch off and on from their screen (docs/decisions/074-ad-rules.md). */
export class Migration20261126230501_ad_rules_active extends Migration {
  override name = 'Migration20261126230501_ad_rules_active';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ad_rules" add column "active" boolean not null default true;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad_rules" drop column "active";`);
  }
}
