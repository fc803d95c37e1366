/**
 * Demo channels and ad marking (decision 069): the demo bloggers' social accounts the ORD registers as their
 * channels, and, for Irina's approved placements, their marking with the registry's statuses and a filled
 * reporting board (reported, checked and sent months, and one still missing).
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import type { ORD_STATUSES } from '#contract/ord.ts';
import type { User } from '../../modules/accounts/accounts.entity.ts';
import { SocialAccount } from '../../modules/accounts/social-account.entity.ts';
import { OrdMarking, OrdObject, PlacementReport } from '../../modules/placements/ord.entity.ts';
import { ordIds } from '../../modules/placements/ord-input.ts';
import { datesInMonth } from '../../modules/placements/ord-report.service.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';

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
const CREATIVE_STATES: (RegistryStatus | undefined)[] = [undefined, 'processing', 'bad'];
/** What the registry says of an object in each state, as staff read it on the board. */
const MESSAGES: Record<RegistryStatus, string[]> = {
  processing: ['Передан в ЕРИР, ожидает проверки'],
  bad: ['Не указан текст креатива', 'Площадка с таким URL требует детализации'],
  verified: [],
};

export async function seedDemoOrd(em: EntityManager, owner: User, staff: User): Promise<void> {
  await em.flush();
  const now = new Date();
  const placements = await em.find(
    Placement,
    { owner, status: { $in: ['ready', 'needs_removal', 'completed'] } },
    { orderBy: { startDate: 'desc', id: 'asc' } },
  );
  const channels = await em.find(SocialAccount, { user: owner });
  const months = [
    monthOf(new Date(now.getTime() - 40 * 86_400_000)),
    monthOf(new Date(now.getTime() - 10 * 86_400_000)),
  ];
  for (const [i, p] of placements.entries()) {
    const channel = channels.find((c) => c.network === p.network);
    if (!channel) continue;
    const done = i !== 0;
    em.create(OrdMarking, {
      placement: p,
      nextAttemptAt: done ? null : now,
      attempts: done ? 1 : 2,
      doneAt: done ? now : null,
      lastError: done ? null : 'GET /v3/creative: HTTP 503',
    });
    // The first one waits for the operator: "marking in progress", no token yet.
    if (!done) p.erid = null;
    const objects: [OrdObject['kind'], string, RegistryStatus][] = [
      ['person', ordIds.publisher(owner.id), 'verified'],
      ['contract', ordIds.contract(owner.id), 'verified'],
      ['pad', ordIds.pad(channel.id), 'verified'],
    ];
    // Every registry status on the board: the newest marked creative still processing, the next refused.
    if (done) objects.push(['creative', ordIds.creative(p.id), CREATIVE_STATES[i] ?? 'verified']);
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
    }
    for (const month of months) {
      if (!done || !datesInMonth(p, month) || month >= monthOf(now)) continue;
      const sent = p.status === 'completed';
      em.create(PlacementReport, {
        placement: p,
        month,
        impressions: 8_000 + i * 2_350,
        unsent: !sent,
        sentRevision: sent ? 1 : 0,
        sentAt: sent ? now : null,
        checkedBy: sent ? staff : null,
        checkedAt: sent ? now : null,
      });
      await em.flush();
    }
  }
  await em.flush();
}
