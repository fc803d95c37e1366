/**
 * Demo placements of a second ambassador, one in each server status of the spec (on moderation, ready with
 * its ERID, due for removal once its period ended, completed, rejected with a reason), and the staff
 * decisions behind them in the audit log. The one due for removal holds her on the placements page until
 * she confirms it is gone, as the spec's removal guard does. The main demo ambassador has only past, completed integrations (demo-money.ts).
 * They also cover each ad-rule state (docs/decisions/074-ad-rules.md): marked with its label, a live story
 * whose screenshot is due, a large channel with its Roskomnadzor list entry, one still without it on
 * moderation (its approval is refused), and an Instagram ad refused with the rule's reason.
 */
import type { EntityManager } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { removalDueAt } from '#contract/placements.ts';
import type { User } from '../../modules/accounts/accounts.entity.ts';
import { AuditEntry } from '../../modules/audit/audit.entity.ts';
import { newCreativeId, sandboxErid } from '../../modules/placements/ord.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';

const DAY_MS = 86_400_000;
const TARGET_URL = 'https://brand.example/offer';
const PUBLISHED: Partial<Record<DemoPlacement['status'], string>> = {
  needs_removal: 'https://vk.com/irina_run?w=wall-1_7',
  completed: 'https://t.me/irina_run/42',
};
/** The shape of a list entry link; made up for the demo. */
const REGISTRY_ENTRY = 'https://gosuslugi.ru/bloggers/demo-irina-run';
const INSTAGRAM_BAN =
  'Реклама в Instagram запрещена в России с 1 сентября 2025 года (72-ФЗ от 07.04.2025). Выберите другую соцсеть.';
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface DemoPlacement {
  status: 'moderation' | 'ready' | 'needs_removal' | 'completed' | 'rejected';
  network: 'instagram' | 'vk' | 'telegram' | 'youtube';
  format?: 'post' | 'stories';
  followers?: number;
  registryEntry?: string;
  start: number;
  end: number;
  text: string;
  reason?: string;
}

const PLACEMENTS: DemoPlacement[] = [
  {
    status: 'moderation',
    network: 'vk',
    start: 1,
    end: 14,
    text: 'Две недели тренировок дома: показываю свой план и промокод на первый месяц подписки.',
  },
  {
    // Approved while the operator was down: it waits for its token (docs/decisions/075).
    status: 'ready',
    network: 'vk',
    start: -12,
    end: 10,
    text: 'Утренняя зарядка на 10 минут: три недели подряд и промокод на первый месяц подписки.',
  },
  {
    // A live story of a large channel: its list entry given, its screenshot due before it expires.
    status: 'ready',
    network: 'telegram',
    format: 'stories',
    start: 0,
    end: 1,
    followers: 15_200,
    registryEntry: REGISTRY_ENTRY,
    text: 'Сторис: тренировка на 7 минут прямо сейчас. Промокод на первый месяц — по ссылке.',
  },
  {
    // A channel above the threshold without its entry: approval is refused until it is given.
    status: 'moderation',
    network: 'youtube',
    start: 5,
    end: 25,
    followers: 21_000,
    text: 'Разбор программы «Сильная спина»: три недели занятий и мой промокод для подписчиков.',
  },
  {
    // Sent before the ban was checked; the token check refused it with the rule's reason.
    status: 'rejected',
    network: 'instagram',
    start: 2,
    end: 12,
    text: 'Растяжка после бега: короткий комплекс из приложения и промокод на подписку.',
    reason: INSTAGRAM_BAN,
  },
  {
    // Marked and published; its period ended two days ago and the removal is not yet confirmed.
    status: 'needs_removal',
    network: 'vk',
    start: -16,
    end: -2,
    text: 'Марафон «14 дней без пропусков»: тренируюсь каждый день и даю промокод на подписку.',
  },
  {
    status: 'completed',
    network: 'telegram',
    start: -40,
    end: -10,
    text: 'Итоги месяца: минус 3 кг и плюс 10 отжиманий. Делюсь, как занималась по подписке.',
  },
  {
    status: 'rejected',
    network: 'youtube',
    start: 3,
    end: 30,
    text: 'Обзор тренировок для новичков: что понравилось и что нет, честно и без прикрас.',
    reason: 'Нет пометки «Реклама» в начале ролика. Добавьте её и отправьте снова.',
  },
];

export async function seedDemoPlacements(em: EntityManager, owner: User, staff: User): Promise<void> {
  for (const [i, demo] of PLACEMENTS.entries()) {
    const approved = demo.status !== 'moderation' && demo.status !== 'rejected';
    const id = uuidv7();
    const format = demo.format ?? 'post';
    const marking = approved ? { erid: sandboxErid(), creativeId: newCreativeId() } : null;
    const placement = em.create(Placement, {
      id,
      owner,
      revision: 1,
      status: demo.status,
      network: demo.network,
      promocode: 'IRINA10',
      format,
      category: i % 2 === 0 ? 'fitness' : 'lifestyle',
      startDate: day(demo.start),
      endDate: day(demo.end),
      removalDueAt: removalDueAt(format, day(demo.end)),
      text: demo.text,
      reach: 12_000 + i * 4_500,
      followers: demo.followers ?? 0,
      registryEntry: demo.registryEntry ?? '',
      targetUrl: TARGET_URL,
      publicationUrl: PUBLISHED[demo.status] ?? '',
      erid: marking?.erid ?? null,
      creativeId: marking?.creativeId ?? (demo.status === 'rejected' ? newCreativeId() : null),
      rejectionReason: demo.reason ?? null,
      submittedAt: new Date(Date.now() + (demo.start - 3) * DAY_MS),
    });
    if (demo.status === 'moderation') continue;
    em.create(AuditEntry, {
      actor: staff,
      action: demo.status === 'rejected' ? 'placement.reject' : 'placement.approve',
      targetId: placement.id,
      targetEmail: owner.email,
      reason: demo.reason ?? null,
    });
  }
}
