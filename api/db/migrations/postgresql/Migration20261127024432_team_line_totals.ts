import { Migration } from '@mikro-orm/migrations';

/**
 * The team summary's per-line figures, kept by triggers (docs/decisions/086): closure-table rows and users'
 * status changes keep `people`, the blogger's commission and reversal lines keep `revenue` and `income`,
 * and a changed order amount re-prices its lines. Filled from the existing rows once here.
 */
/** Adds (+) or takes out (-) closure-table rows: one listed partner each, rejected and hidden ones none. */
const LINKS = (sign: string, table: string) => `
  insert into team_line_totals (account_id, level, people)
    select l.ancestor_id, l.depth, ${sign}sum(case when u.status in ('rejected', 'hidden') then 0 else 1 end)
      from ${table} l left join users u on u.id = l.descendant_id
      group by l.ancestor_id, l.depth order by l.ancestor_id, l.depth
  on conflict (account_id, level) do update set people = team_line_totals.people + excluded.people;`;

/** Adds or takes out a blogger's commission and reversal lines: the income, and the order's amount at the
 * line that paid it (taken back by its refund's reversal) as revenue. */
const LEDGER = (sign: string, table: string) => `
  insert into team_line_totals (account_id, level, revenue, income)
    select l.account_id, l.level,
        ${sign}sum(case when l.kind = 'reversal' then -o.amount else o.amount end), ${sign}sum(l.amount)
      from ${table} l join orders o on o.id = l.order_id
      where l.account_id is not null and l.level >= 1 and l.kind in ('commission', 'reversal')
      group by l.account_id, l.level order by l.account_id, l.level
  on conflict (account_id, level) do update set revenue = team_line_totals.revenue + excluded.revenue,
    income = team_line_totals.income + excluded.income;`;

export class Migration20261127024432_team_line_totals extends Migration {
  override name = 'Migration20261127024432_team_line_totals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "team_line_totals" ("account_id" uuid not null, "level" int not null, "people" int not null default 0, "revenue" bigint not null default '0', "income" bigint not null default '0', primary key ("account_id", "level"));`,
    );

    this.addSql(
      `alter table "team_line_totals" add constraint "team_line_totals_account_id_foreign" foreign key ("account_id") references "users" ("id") on delete cascade;`,
    );

    // Statement triggers with transition tables: a bulk write (a rebuilt closure table, a posting's lines)
    // is added grouped, in key order (so concurrent writers lock the same rows in the same order). An update
    // takes the old rows out and adds the new ones.
    const events = { insert: ['+added'], delete: ['-removed'], update: ['-removed', '+added'] } as const;
    for (const [event, parts] of Object.entries(events)) {
      const tables = [
        ...(event !== 'insert' ? ['old table as removed'] : []),
        ...(event !== 'delete' ? ['new table as added'] : []),
      ].join(' ');
      this.addSql(`create function team_totals_links_${event}() returns trigger language plpgsql as $$
        begin ${parts.map((p) => LINKS(p.slice(0, 1), p.slice(1))).join(' ')} return null; end $$;`);
      this.addSql(`create trigger team_links_team_totals_${event} after ${event} on team_links
        referencing ${tables} for each statement execute function team_totals_links_${event}();`);
      this.addSql(`create function team_totals_ledger_${event}() returns trigger language plpgsql as $$
        begin ${parts.map((p) => LEDGER(p.slice(0, 1), p.slice(1))).join(' ')} return null; end $$;`);
      this.addSql(`create trigger ledger_lines_team_totals_${event} after ${event} on ledger_lines
        referencing ${tables} for each statement execute function team_totals_ledger_${event}();`);
    }
    this.addSql(`create function team_totals_status() returns trigger language plpgsql as $$
      begin
        update team_line_totals t set people = t.people
            + (case when new.status in ('rejected', 'hidden') then 0 else 1 end)
            - (case when old.status in ('rejected', 'hidden') then 0 else 1 end)
          from team_links l
          where l.descendant_id = new.id and t.account_id = l.ancestor_id and t.level = l.depth;
        return null;
      end $$;`);
    this.addSql(`create trigger users_team_totals after update of status on users for each row
      when (old.status is distinct from new.status) execute function team_totals_status();`);
    this.addSql(`create function team_totals_order() returns trigger language plpgsql as $$
      begin
        update team_line_totals t set revenue = t.revenue + d.n * (new.amount - old.amount)
          from (select account_id, level, sum(case when kind = 'reversal' then -1 else 1 end) as n
            from ledger_lines where order_id = new.id and account_id is not null and level >= 1
              and kind in ('commission', 'reversal') group by account_id, level) d
          where t.account_id = d.account_id and t.level = d.level;
        return null;
      end $$;`);
    this.addSql(`create trigger orders_team_totals after update of amount on orders for each row
      when (old.amount is distinct from new.amount) execute function team_totals_order();`);

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
    this.addSql(`drop trigger if exists orders_team_totals on orders;`);
    this.addSql(`drop trigger if exists users_team_totals on users;`);
    this.addSql(`drop function if exists team_totals_order(), team_totals_status();`);
    for (const event of ['insert', 'delete', 'update']) {
      this.addSql(`drop trigger if exists ledger_lines_team_totals_${event} on ledger_lines;`);
      this.addSql(`drop trigger if exists team_links_team_totals_${event} on team_links;`);
      this.addSql(`drop function if exists team_totals_ledger_${event}(), team_totals_links_${event}();`);
    }
    this.addSql(`drop table if exists "team_line_totals" cascade;`);
  }
}
