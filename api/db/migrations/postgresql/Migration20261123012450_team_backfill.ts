import { Migration } from '@mikro-orm/migrations';
import { backfillTeam } from '../../team-backfill.ts';

export class Migration20261123012450_team_backfill extends Migration {
  override name = 'Migration20261123012450_team_backfill';

  override async up(): Promise<void> {
    await backfillTeam(this);
  }

  override down(): void | Promise<void> {
    this.addSql('delete from team_links');
  }
}
