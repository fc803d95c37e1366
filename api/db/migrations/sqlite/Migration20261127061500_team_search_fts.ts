import { Migration } from '@mikro-orm/migrations';

/**
 * SQLite only (docs/decisions/091): a team search is a substring of `users.search_text`, which no B-tree
 * serves. An FTS5 index with the trigram tokenizer over that column (external content: it stores only the
 * index, the text stays in `users`, keyed by the users rowid) finds the rows holding a pattern of 3 or more
 * characters. `case_sensitive 1`: the key and the pattern are both lower-cased by the app, so the match is
 * the same plain substring test as `LIKE` on them. Kept by the three triggers below, declared to the
 * schema comparison in team-line-triggers.ts (the update trigger names no column, only a WHEN, so that the
 * comparison reads it and notices when it is gone); the FTS tables are left out of the comparison
 * (orm-options.ts). PostgreSQL has its trigram index (083).
 */
export class Migration20261127061500_team_search_fts extends Migration {
  override name = 'Migration20261127061500_team_search_fts';

  override up(): void | Promise<void> {
    this.addSql(
      `create virtual table users_search_fts using fts5(search_text, content = 'users', content_rowid = 'rowid', tokenize = 'trigram case_sensitive 1');`,
    );
    this.addSql(`create trigger users_search_insert after insert on users begin
        insert into users_search_fts (rowid, search_text) values (new.rowid, new.search_text);
      end;`);
    this.addSql(`create trigger users_search_delete after delete on users begin
        insert into users_search_fts (users_search_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      end;`);
    this.addSql(`create trigger users_search_update after update on users
      when old.search_text is not new.search_text begin
        insert into users_search_fts (users_search_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
        insert into users_search_fts (rowid, search_text) values (new.rowid, new.search_text);
      end;`);
    this.addSql(`insert into users_search_fts (users_search_fts) values ('rebuild');`);
  }

  override down(): void | Promise<void> {
    for (const name of ['users_search_update', 'users_search_delete', 'users_search_insert'])
      this.addSql(`drop trigger if exists \`${name}\`;`);
    this.addSql(`drop table if exists \`users_search_fts\`;`);
  }
}
