/**
 * Demo placements of a second ambassador, one in each server status of the spec (on moderation, ready with
 * its ERID, due for removal once its period ended, completed, rejected with a reason), and the staff
 * decisions behind them in the audit log. The one due for removal holds her on the placements page until
 * she confirms it is gone, as the spec's removal guard does. The main demo ambassador has only past, completed integrations (demo-money.ts).
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
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface DemoPlacement {
  status: 'moderation' | 'ready' | 'needs_removal' | 'completed' | 'rejected';
  network: 'instagram' | 'vk' | 'telegram' | 'youtube';
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
    status: 'ready',
    network: 'instagram',
    start: -2,
    end: 20,
    text: 'Утренняя зарядка за 15 минут — весь комплекс в приложении, ссылка и промокод в профиле.',
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
    const marking = approved ? { erid: sandboxErid(), creativeId: newCreativeId() } : null;
    const placement = em.create(Placement, {
      id,
      owner,
      revision: 1,
      status: demo.status,
      network: demo.network,
      promocode: 'IRINA10',
      format: 'post',
      category: i % 2 === 0 ? 'fitness' : 'lifestyle',
      startDate: day(demo.start),
      endDate: day(demo.end),
      removalDueAt: removalDueAt('post', day(demo.end)),
      text: demo.text,
      reach: 12_000 + i * 4_500,
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
