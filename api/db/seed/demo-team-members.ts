/**
 * The demo ambassador's team as data: about 40 people over 4 lines in every team status, plus a hidden and
 * a rejected account whose partners stay in the tree. Russian names, nicknames and phones.
 */

/** What the account looks like; the team status follows from it (contract/team.ts teamStatus). */
export type DemoKind = 'validation' | 'newbie' | 'new' | 'cooperation' | 'refusal' | 'hidden' | 'rejected';

export interface DemoMember {
  key: string;
  /** A key of this list, or one of the seeded accounts: anna, maria, sveta. */
  sponsor: string;
  first: string;
  last: string;
  nick: string;
  kind: DemoKind;
  /** Registered this many days ago. */
  joined: number;
  /**
   * The latest integration: days ago, or 'this' (this month) / 'last' (the 12th of last month). Cooperation
   * and refusal members have one; the others none.
   */
  integration?: number | 'this' | 'last';
  /** Orders sold with their own promocode this month (the first half annual plans). */
  sales?: number;
  rank?: string;
}

const M = (
  key: string,
  sponsor: string,
  name: string,
  nick: string,
  kind: DemoKind,
  joined: number,
  extra: Partial<DemoMember> = {},
): DemoMember => {
  const [first = '', last = ''] = name.split(' ');
  return { key, sponsor, first, last, nick, kind, joined, ...extra };
};

export const DEMO_TEAM: DemoMember[] = [
  // Line 1 (besides Maria and Oleg).
  M('a1', 'anna', 'Дмитрий Волков', 'dima_volkov', 'cooperation', 150, {
    integration: 'this',
    sales: 3,
    rank: 'rising_star',
  }),
  M('a2', 'anna', 'Елена Кузнецова', 'lena_fit', 'cooperation', 130, {
    integration: 'this',
    sales: 2,
    rank: 'rising_star',
  }),
  M('a3', 'anna', 'Алексей Морозов', 'alex_moroz', 'cooperation', 120, { integration: 'last' }),
  M('a4', 'anna', 'Ольга Новикова', 'olga_yoga', 'refusal', 200, { integration: 120 }),
  M('a5', 'anna', 'Наталья Павлова', 'nata_pilates', 'new', 60),
  M('a6', 'anna', 'Игорь Лебедев', 'igor_gym', 'newbie', 20),
  M('a7', 'anna', 'Татьяна Егорова', 'tanya_stretch', 'validation', 3),
  M('a8', 'anna', 'Сергей Козлов', 'serg_cross', 'cooperation', 90, { integration: 40 }),
  M('h1', 'anna', 'Виктор Степанов', 'viktor_st', 'hidden', 180),
  // Line 2 (besides Pavel).
  M('b1', 'a1', 'Анастасия Смирнова', 'nastya_run', 'cooperation', 100, { integration: 20, sales: 2 }),
  M('b2', 'a1', 'Максим Попов', 'max_power', 'new', 50),
  M('b3', 'a1', 'Юлия Васильева', 'yulia_dance', 'validation', 2),
  M('b11', 'a1', 'Вадим Ершов', 'vadim_ersh', 'cooperation', 75, { integration: 55 }),
  M('b4', 'a2', 'Кирилл Соколов', 'kirill_box', 'cooperation', 80, { integration: 15, sales: 2 }),
  M('b5', 'a2', 'Дарья Михайлова', 'dasha_fit', 'refusal', 125, { integration: 110 }),
  M('b6', 'a2', 'Артём Фёдоров', 'artem_fed', 'newbie', 10),
  M('r1', 'a2', 'Станислав Орлов', 'stas_orlov', 'rejected', 120),
  M('b7', 'a3', 'Екатерина Морозова', 'katya_mor', 'new', 70),
  M('b8', 'a8', 'Роман Волков', 'roma_trail', 'cooperation', 60, { integration: 30 }),
  M('b9', 'h1', 'Полина Андреева', 'polina_and', 'cooperation', 110, { integration: 12, sales: 1 }),
  M('b10', 'h1', 'Глеб Никитин', 'gleb_nik', 'new', 90),
  // Line 3 (besides Sveta).
  M('c1', 'b1', 'Вероника Зайцева', 'vera_zai', 'cooperation', 70, { integration: 25, sales: 2 }),
  M('c2', 'b1', 'Денис Белов', 'denis_bel', 'newbie', 15),
  M('c3', 'b4', 'Алина Гусева', 'alina_gus', 'new', 40),
  M('c4', 'b4', 'Павел Титов', 'pasha_tit', 'validation', 1),
  M('c10', 'b4', 'Лилия Фомина', 'lili_fom', 'new', 20),
  M('c5', 'b8', 'Ксения Комарова', 'ksu_kom', 'cooperation', 45, { integration: 18, sales: 1 }),
  M('c6', 'b9', 'Илья Орлов', 'ilya_orl', 'new', 50),
  M('c7', 'r1', 'Вера Жукова', 'vera_zhuk', 'cooperation', 100, { integration: 35, sales: 1 }),
  M('c8', 'r1', 'Николай Фролов', 'kolya_fr', 'refusal', 110, { integration: 100 }),
  M('c9', 'b5', 'Марина Белова', 'marina_bel', 'new', 100),
  // Line 4.
  M('d1', 'c1', 'Олеся Ковалёва', 'olesya_kov', 'new', 30),
  M('d2', 'c1', 'Тимур Захаров', 'timur_zah', 'validation', 4),
  M('d3', 'c3', 'Милана Соловьёва', 'milana_sol', 'newbie', 8),
  M('d4', 'c5', 'Арсений Виноградов', 'arseny_vin', 'cooperation', 25, { integration: 6, sales: 2 }),
  M('d5', 'c7', 'Софья Богданова', 'sofia_bog', 'new', 35),
  M('d6', 'sveta', 'Кира Медведева', 'kira_med', 'newbie', 12),
  M('d7', 'c8', 'Егор Крылов', 'egor_kryl', 'refusal', 100, { integration: 95 }),
];

/** A phone per member, the same on every database: +7 9xx xxx-xx-xx. */
export function demoPhone(index: number): string {
  const n = String(9_161_000_000 + index * 7_919_311).slice(0, 10);
  return `+7 ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8, 10)}`;
}
