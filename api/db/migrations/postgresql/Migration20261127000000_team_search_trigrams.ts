import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL only (docs/decisions/083): a team search is `search_text LIKE '%…%'`, which no B-tree serves;
 * pg_trgm's GIN index finds the rows holding the pattern's trigrams. The index is declared for the schema
 * comparison in api/db/orm-options.ts; SQLite keeps its (search_text, id) index walk.
 */
export class Migration20261127000000_team_search_trigrams extends Migration {
  override name = 'Migration20261127000000_team_search_trigrams';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "users_search_text_trgm_index" on "users" using gin ("search_text" gin_trgm_ops);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_search_text_trgm_index";`);
  }
}
