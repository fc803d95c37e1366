/**
 * What we tell the operator about an approved placement, read from our own data, and our external ids for
 * each object (stable, so every resend updates the same object: docs/decisions/069-ord-vk.md).
 */
import type { EntityManager } from '@mikro-orm/core';
import { MEDIA_TYPE, type PlacementFormat } from '#contract/placements.ts';
import type { Config } from '../../config.ts';
import { storeAt } from '../../lib/storage/index.ts';
import { User } from '../accounts/accounts.entity.ts';
import { SocialAccount } from '../accounts/social-account.entity.ts';
import { type MarkingInput, type MediaInput, OrdRejected, type PersonType } from './ord.ts';
import { Placement, PlacementFile } from './placement.entity.ts';

export type OrdSettings = Pick<Config, 'ord' | 'brand' | 'varDir'>;

export const ordIds = {
  advertiser: (inn: string) => `advertiser-${inn}`,
  publisher: (userId: string) => `publisher-${userId}`,
  contract: (userId: string) => `contract-${userId}`,
  pad: (socialAccountId: string) => `pad-${socialAccountId}`,
  creative: (placementId: string) => `creative-${placementId}`,
  /** A material is uploaded once per file: its id is made on the device and never reused. */
  media: (fileId: string) => `media-${fileId}`,
};

/** The ORD's form of distribution for each of our formats (texts always, plus the picture or the video). */
export const CREATIVE_FORM: Record<PlacementFormat, string> = {
  post: 'text_graphic_block',
  stories: 'text_graphic_video_block',
  video: 'text_video_block',
  reels: 'text_video_block',
  clip: 'text_video_block',
  live: 'live_video',
};

const CATEGORY_NAME: Record<string, string> = {
  fitness: 'Фитнес',
  nutrition: 'Питание',
  health: 'Здоровье',
  lifestyle: 'Образ жизни',
};

const personType = (type: string | null, inn: string): PersonType => {
  if (type === 'company') return 'juridical';
  if (type === 'sole_proprietor') return 'ip';
  if (type === 'self_employed') return 'physical';
  return inn.length === 10 ? 'juridical' : 'physical';
};

/** The blogger's channel for a network: the social account given at registration. */
export async function channelOf(em: EntityManager, ownerId: string, network: string) {
  return em.findOne(SocialAccount, { user: ownerId, network: network as SocialAccount['network'] });
}

/** The placement's stored images and videos, in the draft's order: the creative's media. */
async function mediaOf(em: EntityManager, settings: OrdSettings, placementId: string): Promise<MediaInput[]> {
  const files = await em.find(
    PlacementFile,
    { placement: placementId, uploaded: true, uploadId: { $ne: null } },
    { orderBy: { position: 'asc', id: 'asc' }, refresh: true },
  );
  const store = storeAt(settings.varDir);
  return files
    .filter((f) => MEDIA_TYPE.test(f.sniffedType ?? ''))
    .map((f) => ({
      externalId: ordIds.media(f.id),
      fileName: f.name,
      contentType: f.sniffedType as string,
      size: f.declaredSize,
      open: () => store.read(store.uploadKey(f.uploadId as string)),
    }));
}

export async function markingInput(
  em: EntityManager,
  settings: OrdSettings,
  placementId: string,
): Promise<MarkingInput> {
  const row = await em.findOneOrFail(Placement, { id: placementId }, { refresh: true });
  const owner = await em.findOneOrFail(User, { id: row.owner.id }, { refresh: true });
  const channel = await channelOf(em, owner.id, row.network);
  const inn = owner.inn?.replace(/\D/g, '') ?? '';
  const missing = [
    ...(/^(\d{10}|\d{12})$/.test(inn) ? [] : ['inn_missing']),
    ...(channel ? [] : ['channel_missing']),
  ];
  if (missing.length || !channel) throw new OrdRejected(missing);
  const name = [owner.lastName, owner.firstName, owner.surname].filter(Boolean).join(' ') || owner.email;
  const advertiser = settings.ord.advertiser;
  return {
    advertiser: {
      externalId: ordIds.advertiser(advertiser.inn),
      name: advertiser.name,
      type: advertiser.inn.length === 10 ? 'juridical' : 'ip',
      inn: advertiser.inn,
    },
    publisher: {
      externalId: ordIds.publisher(owner.id),
      name,
      type: personType(owner.type ?? null, inn),
      inn,
    },
    contract: {
      externalId: ordIds.contract(owner.id),
      date: owner.agreementDate ?? owner.createdAt.toISOString().slice(0, 10),
    },
    pad: {
      externalId: ordIds.pad(channel.id),
      name: `${row.network}: ${channel.url}`.slice(0, 100),
      url: channel.url,
    },
    creative: {
      externalId: ordIds.creative(row.id),
      form: CREATIVE_FORM[row.format],
      kktu: settings.ord.kktu,
      brand: settings.brand.name,
      category: CATEGORY_NAME[row.category] ?? row.category,
      texts: row.text.trim() ? [row.text.trim()] : [],
      targetUrls: row.targetUrl ? [row.targetUrl] : [],
    },
    media: await mediaOf(em, settings, row.id),
  };
}
