import { Migration } from '@mikro-orm/migrations';

/**
 * Ads that are legal to run (docs/decisions/074-ad-rules.md): the rules table with the rules in force, and
 * each placement's channel size and Roskomnadzor list entry.
 */
export class Migration20261126141741_ad_rules extends Migration {
  override name = 'Migration20261126141741_ad_rules';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_rules" ("code" varchar(40) not null, "kind" text not null, "market" text not null, "network" varchar(40) null, "min_followers" int null, "law" varchar(200) not null, "in_force_from" varchar(10) not null, "reason_ru" varchar(500) not null, "reason_en" varchar(500) not null, "position" int not null default 0, primary key ("code"));`,
    );
    // The rules in force when the table was made; staff edit them from here on.
    this.addSql(
      `insert into "ad_rules" ("code", "kind", "market", "network", "min_followers", "law", "in_force_from", "reason_ru", "reason_en", "position") values ('ru_instagram', 'banned_network', 'ru', 'instagram', NULL, '72-ФЗ от 07.04.2025 (38-ФЗ «О рекламе», ст. 5)', '2025-09-01', 'Реклама в Instagram запрещена в России с 1 сентября 2025 года: сеть принадлежит Meta, признанной в России экстремистской организацией (72-ФЗ от 07.04.2025). Выберите другую соцсеть.', 'Advertising on Instagram is banned in Russia from 1 September 2025: the network belongs to Meta, designated an extremist organisation in Russia (Federal Law 72-FZ of 7 April 2025). Choose another network.', 1);`,
    );
    this.addSql(
      `insert into "ad_rules" ("code", "kind", "market", "network", "min_followers", "law", "in_force_from", "reason_ru", "reason_en", "position") values ('ru_facebook', 'banned_network', 'ru', 'facebook', NULL, '72-ФЗ от 07.04.2025 (38-ФЗ «О рекламе», ст. 5)', '2025-09-01', 'Реклама в Facebook запрещена в России с 1 сентября 2025 года: сеть принадлежит Meta, признанной в России экстремистской организацией (72-ФЗ от 07.04.2025). Выберите другую соцсеть.', 'Advertising on Facebook is banned in Russia from 1 September 2025: the network belongs to Meta, designated an extremist organisation in Russia (Federal Law 72-FZ of 7 April 2025). Choose another network.', 2);`,
    );
    this.addSql(
      `insert into "ad_rules" ("code", "kind", "market", "network", "min_followers", "law", "in_force_from", "reason_ru", "reason_en", "position") values ('ru_blogger_registry', 'blogger_registry', 'ru', NULL, 10000, '303-ФЗ от 08.08.2024 (149-ФЗ «Об информации», ст. 10.6)', '2025-01-01', 'Канал с 10 000 подписчиков и больше должен быть в перечне блогеров Роскомнадзора (обязанность с 1 ноября 2024 года), а реклама на каналах вне перечня запрещена с 1 января 2025 года (303-ФЗ от 08.08.2024). Укажите ссылку на запись канала в перечне.', 'A channel with 10,000 followers or more must be in the Roskomnadzor list of bloggers (required from 1 November 2024), and ads on channels outside the list are banned from 1 January 2025 (Federal Law 303-FZ of 8 August 2024). Give the link to the channel entry in the list.', 3);`,
    );

    this.addSql(
      `alter table "placements" add "followers" int not null default 0, add "registry_entry" varchar(500) not null default '';`,
    );

    this.addSql(
      `alter table "ad_rules" add constraint "ad_rules_kind_check" check ("kind" in ('banned_network', 'blogger_registry'));`,
    );
    this.addSql(
      `alter table "ad_rules" add constraint "ad_rules_market_check" check ("market" in ('ru', 'en'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_rules" cascade;`);

    this.addSql(`alter table "placements" drop column "followers", drop column "registry_entry";`);
  }
}
