/**
 * Demo channels and ad marking (decisions 069, 075): the demo bloggers' social accounts the ORD registers as
 * their channels, and, for Irina's approved placements, their marking with the registry's statuses (a ready
 * post still waiting for its token), and completed placements of the last ended month in every reporting
 * state: to enter, entered with its screenshot, accepted, rejected, reported.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { lastEndedMonth, monthDays, monthOf } from '#contract/money.ts';
import type { ORD_STATUSES } from '#contract/ord.ts';
import { removalDueAt } from '#contract/placements.ts';
import { storeAt } from '../../lib/storage/index.ts';
import type { User } from '../../modules/accounts/accounts.entity.ts';
import { SocialAccount } from '../../modules/accounts/social-account.entity.ts';
import { OrdMarking, OrdObject, PlacementReport } from '../../modules/placements/ord.entity.ts';
import { newCreativeId, sandboxErid } from '../../modules/placements/ord.ts';
import { ordIds } from '../../modules/placements/ord-input.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';
import { reportProofKey } from '../../modules/placements/report-entry.ts';

const NETWORK_URL = {
  vk: (nick: string) => `https://vk.com/${nick}`,
  instagram: (nick: string) => `https://instagram.com/${nick}`,
  telegram: (nick: string) => `https://t.me/${nick}`,
  youtube: (nick: string) => `https://youtube.com/@${nick}`,
};

export function seedDemoChannels(em: EntityManager, users: User[]): void {
  for (const user of users)
    for (const [network, url] of Object.entries(NETWORK_URL))
      em.create(SocialAccount, {
        user,
        network: network as SocialAccount['network'],
        url: url(user.nickname ?? user.id),
        followers: 15_000,
      });
}

type RegistryStatus = (typeof ORD_STATUSES)[number];
/** Every registry status on the board: the newest marked creative still processing, the next refused. */
const CREATIVE_STATES: RegistryStatus[] = ['processing', 'bad'];
/** What the registry says of an object in each state, as staff read it on the board. */
const MESSAGES: Record<RegistryStatus, string[]> = {
  processing: ['Передан в ЕРИР, ожидает проверки'],
  bad: ['Не указан текст креатива', 'Площадка с таким URL требует детализации'],
  verified: [],
};

export async function seedDemoOrd(
  em: EntityManager,
  owner: User,
  staff: User,
  varDir?: string,
): Promise<void> {
  await em.flush();
  const now = new Date();
  const reporting = await seedReportingPlacements(em, owner, now);
  const placements = await em.find(
    Placement,
    { owner, status: { $in: ['ready', 'needs_removal', 'completed'] } },
    { orderBy: { startDate: 'desc', id: 'asc' } },
  );
  const channels = await em.find(SocialAccount, { user: owner });
  // The one waiting for the operator: a ready post (the live story keeps its token and its label).
  const waiting = placements.find((p) => p.status === 'ready' && p.format !== 'stories');
  let marked = 0;
  for (const p of placements) {
    const channel = channels.find((c) => c.network === p.network);
    if (!channel) continue;
    const done = p !== waiting;
    em.create(OrdMarking, {
      placement: p,
      nextAttemptAt: done ? null : now,
      attempts: done ? 1 : 2,
      doneAt: done ? now : null,
      lastError: done ? null : 'PUT /v3/creative: HTTP 503',
    });
    if (!done) p.erid = null;
    const objects: [OrdObject['kind'], string, RegistryStatus][] = [
      ['person', ordIds.publisher(owner.id), 'verified'],
      ['contract', ordIds.contract(owner.id), 'verified'],
      ['pad', ordIds.pad(channel.id), p.network === 'youtube' ? 'bad' : 'verified'],
    ];
    if (done) objects.push(['creative', ordIds.creative(p.id), CREATIVE_STATES[marked++] ?? 'verified']);
    for (const [kind, externalId, status] of objects) {
      const exists = await em.findOne(OrdObject, { kind, externalId });
      if (exists) continue;
      em.create(OrdObject, {
        kind,
        externalId,
        placementId: kind === 'creative' ? p.id : null,
        status,
        messages: JSON.stringify(MESSAGES[status]),
      });
      await em.flush();
    }
  }
  await seedDemoReports(em, reporting, staff, now, varDir);
  await em.flush();
}

/** The reporting states the demo shows on the cards and the board, one completed placement each. */
const REPORTING = [
  { state: 'to_enter', network: 'telegram', impressions: 0 },
  { state: 'entered', network: 'vk', impressions: 11_800 },
  { state: 'accepted', network: 'youtube', impressions: 7_450 },
  { state: 'rejected', network: 'telegram', impressions: 90_000 },
  { state: 'reported', network: 'vk', impressions: 15_300 },
] as const;
type Reporting = { placement: Placement; spec: (typeof REPORTING)[number]; month: string };

const REPORT_TEXTS = [
  'Неделя растяжки по утрам: делюсь комплексом и промокодом на подписку.',
  'Мой план на месяц: три тренировки в неделю дома и промокод для подписчиков.',
  'Разбор тренировки для спины: что делать и как не навредить, плюс промокод.',
  'Бег и силовые: как я совмещаю их по подписке. Промокод на первый месяц.',
  'Итоги двух недель с приложением: честно о прогрессе и промокод.',
];

/** Completed placements of the last ended month, marked, one per reporting state. */
async function seedReportingPlacements(em: EntityManager, owner: User, now: Date): Promise<Reporting[]> {
  const { first } = monthDays(lastEndedMonth(now));
  const day = (offset: number, from = first) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  // Accepted figures wait for the month to end before they are sent: the accepted one ran early this month
  // (ended yesterday), so `ord-report` at start does not turn it into a reported one. On the 1st there is
  // no such day, and it is sent with the others.
  const today = now.toISOString().slice(0, 10);
  const thisMonth = today.slice(0, 8);
  const early = today > `${thisMonth}01` ? { start: `${thisMonth}01`, end: day(-1, today) } : null;
  return REPORTING.map((spec, i) => {
    const accepted = spec.state === 'accepted' && early;
    const end = accepted ? early.end : day(10 + i * 3);
    const placement = em.create(Placement, {
      id: uuidv7(),
      owner,
      revision: 1,
      status: 'completed',
      network: spec.network,
      promocode: 'IRINA10',
      format: 'post',
      category: 'fitness',
      startDate: accepted ? early.start : day(1 + i * 3),
      endDate: end,
      removalDueAt: removalDueAt('post', end),
      text: REPORT_TEXTS[i] as string,
      reach: 9_000 + i * 1_500,
      targetUrl: 'https://brand.example/offer',
      publicationUrl: `https://t.me/irina_run/${50 + i}`,
      erid: sandboxErid(),
      creativeId: newCreativeId(),
      submittedAt: new Date(`${day(i * 3)}T09:00:00Z`),
    });
    return { placement, spec, month: accepted ? monthOf(now) : lastEndedMonth(now) };
  });
}

async function seedDemoReports(
  em: EntityManager,
  reporting: Reporting[],
  staff: User,
  now: Date,
  varDir?: string,
): Promise<void> {
  const store = varDir ? storeAt(varDir) : null;
  const shot = await readFile(join(import.meta.dirname, 'media/lesson-cover.png'));
  for (const { placement, spec, month } of reporting) {
    if (spec.state === 'to_enter') continue;
    const name = `${randomUUID()}.png`;
    await store?.put(reportProofKey(name), shot, 'image/png');
    const accepted = spec.state === 'accepted' || spec.state === 'reported';
    em.create(PlacementReport, {
      placement,
      month,
      impressions: spec.impressions,
      screenshotUploadId: store ? name : null,
      screenshotType: store ? 'image/png' : null,
      entryKey: randomUUID(),
      unsent: spec.state !== 'reported',
      sentRevision: spec.state === 'reported' ? 1 : 0,
      sentAt: spec.state === 'reported' ? now : null,
      ordExternalId: spec.state === 'reported' ? `stat-${placement.id}` : null,
      checkedBy: accepted ? staff : null,
      checkedAt: accepted ? now : null,
      rejectedAt: spec.state === 'rejected' ? now : null,
      rejectionReason:
        spec.state === 'rejected'
          ? 'На скриншоте статистика за другой месяц. Приложите скриншот за этот.'
          : null,
    });
  }
}
