import { Migration } from '@mikro-orm/migrations';

/** The base rank read 'Explorer' on the Russian site too: its Russian name, unless an admin renamed it. */
export class Migration20261126110000_explorer_ru extends Migration {
  override name = 'Migration20261126110000_explorer_ru';

  override up(): void | Promise<void> {
    this.addSql(
      `update ranks set name_ru = 'Исследователь' where code = 'explorer' and name_ru = 'Explorer';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `update ranks set name_ru = 'Explorer' where code = 'explorer' and name_ru = 'Исследователь';`,
    );
  }
}
