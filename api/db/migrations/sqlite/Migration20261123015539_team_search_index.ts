import { Migration } from '@mikro-orm/migrations';

export class Migration20261123015539_team_search_index extends Migration {
  override name = 'Migration20261123015539_team_search_index';

  override up(): void | Promise<void> {
    this.addSql(`create index \`users_search_text_id_index\` on \`users\` (\`search_text\`, \`id\`);`);
    this.addSql(`create index \`users_status_index\` on \`users\` (\`status\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`users_search_text_id_index\`;`);
    this.addSql(`drop index \`users_status_index\`;`);
  }
}
