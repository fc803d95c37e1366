/**
 * Data for the team benchmark, written with multi-row inserts (no HTTP, no ORM units of work): one blogger
 * with `size` partners in 4 lines (40 on line 1, then about 25, 12 and 7 invitees each), a 5th line below
 * that is not theirs to see, and a second blogger's team of `size / 10` beside it. Realistic names (Russian
 * and English), every account status, every team status, ranks, and orders with the blogger's commission
 * lines (partner and level set, as apply-orders.ts writes them) and some refunds with reversals.
 */

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { phoneDigits, teamSearchKey } from '#contract/team.ts';
import { dateParam, db } from '../../api/lib/db-query.ts';
import { createUser, usesPostgres } from '../helpers/api-app.ts';
import { insertRows, type Row } from './bench-lib.ts';
import { sales } from './team-sales.ts';

const FIRST = [
  'Анна',
  'Мария',
  'Екатерина',
  'Ольга',
  'Дмитрий',
  'Алексей',
  'Иван',
  'Сергей',
  'Наталья',
  'Юлия',
  'Пётр',
  'Ксения',
  'Emma',
  'Olivia',
  'James',
  'Liam',
  'Sofia',
  'Noah',
  'Mia',
  'Lucas',
];
const LAST = [
  'Иванова',
  'Смирнов',
  'Кузнецова',
  'Попов',
  'Соколова',
  'Лебедев',
  'Козлова',
  'Новиков',
  'Морозова',
  'Волков',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Martin',
];
const RANKS = [
  'explorer',
  'explorer',
  'explorer',
  'explorer',
  'explorer',
  'explorer',
  'explorer',
  'explorer',
  'rising_star',
  'rising_star',
  'leader',
  'mentor',
  'legend',
];
const FANOUT = [40, 25, 12, 7.25];
const DAY = 86_400_000;

export interface TeamBenchData {
  id: string;
  email: string;
  /** A line-2 member, for the member card. */
  memberId: string;
  /** Partners in the blogger's 4 lines. */
  size: number;
}

/** A deterministic pseudo-random sequence, so every run builds the same team. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function generate(app: FastifyInstance, size: number, tag: string): Promise<TeamBenchData> {
  const email = `bench-${tag}@team.bench`;
  const start = Date.UTC(2023, 0, 1);
  const blogger = await createUser(app, { email, createdAt: new Date(start), nickname: 'bench_lead' });
  const other = await createUser(app, { email: `other-${tag}@team.bench`, createdAt: new Date(start) });
  const em = app.orm.em.fork();
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  const bool = (b: boolean) => (usesPostgres() ? b : b ? 1 : 0);
  const now = Date.now();
  const users: Row[] = [];
  const links: Row[] = [];
  const ancestors = new Map<string, string[]>([
    [blogger.id, []],
    [other.id, []],
  ]);
  let n = 0;
  const add = (sponsor: string, level: number) => {
    const id = randomUUID();
    const first = rnd() < 0.9 ? pick(FIRST) : null;
    const last = rnd() < 0.7 ? pick(LAST) : null;
    const nickname = rnd() < 0.6 ? `${pick(['fit', 'run', 'yoga', 'strong'])}_${n}` : null;
    const mail = `member${n}-${tag}@team.bench`;
    const phone =
      rnd() < 0.8 ? `+7 (9${String(n % 100).padStart(2, '0')}) ${String(1_000_000 + n).slice(1)}` : null;
    const r = rnd();
    const status = r < 0.05 ? 'review' : r < 0.07 ? 'rejected' : r < 0.08 ? 'hidden' : 'approved';
    const i = rnd();
    // Registrations come in bursts: every 7th shares its predecessor's second (equal keys for the cursor).
    const joined =
      start + Math.floor((n - (n % 7 === 0 ? 1 : 0)) * ((now - start - 30 * DAY) / (size * 1.2)));
    users.push({
      id,
      email: mail,
      password_hash: 'x',
      role: 'ambassador',
      status,
      access: 0,
      onboarding_completed: bool(rnd() < 0.8),
      onboarding_steps: '',
      first_name: first,
      last_name: last,
      nickname,
      phone,
      telegram: nickname ? `@${nickname}` : null,
      locale: 'ru',
      currency: status === 'approved' ? 'RUB' : null,
      rank_code: pick(RANKS),
      last_integration_at:
        i < 0.4 ? null : dateParam(em, new Date(now - (i < 0.75 ? rnd() * 80 : 100 + rnd() * 400) * DAY)),
      search_text: teamSearchKey([first, last, null, nickname, mail, phoneDigits(phone)]),
      sponsor_id: sponsor,
      created_at: dateParam(em, new Date(joined)),
      updated_at: dateParam(em, new Date(joined)),
      email_code_tries: 0,
      marketing_consent: bool(false),
      self_employed: bool(false),
    });
    const above = [sponsor, ...(ancestors.get(sponsor) ?? [])].slice(0, 4);
    ancestors.set(id, above);
    for (const [d, a] of above.entries()) {
      links.push({
        ancestor_id: a,
        descendant_id: id,
        depth: d + 1,
        joined_at: dateParam(em, new Date(joined)),
      });
    }
    n++;
    return { id, level };
  };
  // Breadth first, so registration order follows the lines roughly, as a growing team's does.
  const grow = (root: string, target: number) => {
    let frontier = [root];
    let made = 0;
    for (let level = 1; level <= 5 && made < target; level++) {
      const next: string[] = [];
      const fanout = level <= 4 ? (FANOUT[level - 1] as number) : 0.05;
      frontier.forEach((sponsor, k) => {
        const count = Math.floor(fanout * (k + 1)) - Math.floor(fanout * k);
        for (let c = 0; c < count && (level === 5 || made < target); c++) {
          next.push(add(sponsor, level).id);
          if (level <= 4) made++;
        }
      });
      frontier = next;
    }
    return made;
  };
  const made = grow(blogger.id, size);
  grow(other.id, Math.floor(size / 10));
  const { orders, postings, ledger } = sales(em, blogger.id, users, links, rnd);
  await em.transactional(async (tx) => {
    await insertRows(tx, 'users', users);
    await insertRows(tx, 'team_links', links);
    await insertRows(tx, 'orders', orders);
    await insertRows(tx, 'ledger_postings', postings);
    await insertRows(tx, 'ledger_lines', ledger);
  });
  if (usesPostgres()) {
    for (const table of ['users', 'team_links', 'orders', 'ledger_lines']) {
      await sql.raw(`vacuum analyze ${table}`).execute(db(em));
    }
  } else {
    await sql.raw('analyze').execute(db(em));
  }
  const memberId = String(links.find((l) => l.ancestor_id === blogger.id && l.depth === 2)?.descendant_id);
  return { id: blogger.id, email, memberId, size: made };
}
