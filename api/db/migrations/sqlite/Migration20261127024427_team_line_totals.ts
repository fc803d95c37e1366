import { Migration } from '@mikro-orm/migrations';

/**
 * The team summary's per-line figures, kept by triggers (docs/decisions/086): closure-table rows and users'
 * status changes keep `people`, the blogger's commission and reversal lines keep `revenue` and `income`,
 * and a changed order amount re-prices its lines. Filled from the existing rows once here.
 */
const LISTED = (member: string) =>
  `coalesce((select case when status in ('rejected', 'hidden') then 0 else 1 end from users where id = ${member}), 1)`;
const TEAM_LINE = (l: string) =>
  `${l}.account_id is not null and ${l}.order_id is not null and ${l}.level >= 1 and ${l}.kind in ('commission', 'reversal')`;
const REVENUE = (l: string) =>
  `(select case when ${l}.kind = 'reversal' then -amount else amount end from orders where id = ${l}.order_id)`;
const ADD_LINK = `insert into team_line_totals (account_id, level, people, revenue, income)
    select new.ancestor_id, new.depth, ${LISTED('new.descendant_id')}, 0, 0 where true
    on conflict (account_id, level) do update set people = people + excluded.people;`;
const DROP_LINK = `update team_line_totals set people = people - ${LISTED('old.descendant_id')}
    where account_id = old.ancestor_id and level = old.depth;`;
const ADD_LINE = `insert into team_line_totals (account_id, level, people, revenue, income)
    select new.account_id, new.level, 0, ${REVENUE('new')}, new.amount where ${TEAM_LINE('new')}
    on conflict (account_id, level) do update set revenue = revenue + excluded.revenue, income = income + excluded.income;`;
const DROP_LINE = `update team_line_totals set revenue = revenue - ${REVENUE('old')}, income = income - old.amount
    where account_id = old.account_id and level = old.level and ${TEAM_LINE('old')};`;

export class Migration20261127024427_team_line_totals extends Migration {
  override name = 'Migration20261127024427_team_line_totals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`team_line_totals\` (\`account_id\` text not null, \`level\` integer not null, \`people\` integer not null default 0, \`revenue\` bigint not null default '0', \`income\` bigint not null default '0', primary key (\`account_id\`, \`level\`), constraint \`team_line_totals_account_id_foreign\` foreign key (\`account_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`team_line_totals_account_id_index\` on \`team_line_totals\` (\`account_id\`);`,
    );

    this.addSql(`create trigger team_links_totals_insert after insert on team_links begin ${ADD_LINK} end;`);
    this.addSql(`create trigger team_links_totals_delete after delete on team_links begin ${DROP_LINK} end;`);
    this.addSql(
      `create trigger team_links_totals_update after update on team_links begin ${DROP_LINK} ${ADD_LINK} end;`,
    );
    this.addSql(`create trigger users_team_totals after update of status on users
      when (old.status in ('rejected', 'hidden')) <> (new.status in ('rejected', 'hidden')) begin
        update team_line_totals set people = people + (case when new.status in ('rejected', 'hidden') then -1 else 1 end)
          where (account_id, level) in (select ancestor_id, depth from team_links where descendant_id = new.id);
      end;`);
    this.addSql(
      `create trigger ledger_lines_totals_insert after insert on ledger_lines begin ${ADD_LINE} end;`,
    );
    this.addSql(
      `create trigger ledger_lines_totals_delete after delete on ledger_lines begin ${DROP_LINE} end;`,
    );
    this.addSql(
      `create trigger ledger_lines_totals_update after update on ledger_lines begin ${DROP_LINE} ${ADD_LINE} end;`,
    );
    this.addSql(`create trigger orders_team_totals after update of amount on orders when old.amount <> new.amount begin
        update team_line_totals set revenue = revenue + (new.amount - old.amount) * (
            select coalesce(sum(case when kind = 'reversal' then -1 else 1 end), 0) from ledger_lines
            where order_id = new.id and account_id = team_line_totals.account_id and level = team_line_totals.level
              and kind in ('commission', 'reversal'))
          where (account_id, level) in (select account_id, level from ledger_lines
            where order_id = new.id and account_id is not null and level >= 1 and kind in ('commission', 'reversal'));
      end;`);

    this.addSql(`insert into team_line_totals (account_id, level, people, revenue, income)
      select account_id, level, sum(people), sum(revenue), sum(income) from (
        select l.ancestor_id as account_id, l.depth as level,
            case when u.status in ('rejected', 'hidden') then 0 else 1 end as people, 0 as revenue, 0 as income
          from team_links l join users u on u.id = l.descendant_id
        union all
        select l.account_id, l.level, 0, case when l.kind = 'reversal' then -o.amount else o.amount end, l.amount
          from ledger_lines l join orders o on o.id = l.order_id
          where l.account_id is not null and l.level >= 1 and l.kind in ('commission', 'reversal')
      ) x group by account_id, level;`);
  }

  override down(): void | Promise<void> {
    for (const name of [
      'orders_team_totals',
      'ledger_lines_totals_update',
      'ledger_lines_totals_delete',
      'ledger_lines_totals_insert',
      'users_team_totals',
      'team_links_totals_update',
      'team_links_totals_delete',
      'team_links_totals_insert',
    ])
      this.addSql(`drop trigger if exists \`${name}\`;`);
    this.addSql(`drop table if exists \`team_line_totals\`;`);
  }
}
