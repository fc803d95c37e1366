/**
 * Demo school, one per market (docs/decisions/065-uae-market.md). Russia and Belarus: the onboarding course
 * "Школа амбассадора" and two more (one a draft only staff see). The UAE: its own onboarding course and a
 * content course in English (demo-courses-uae.ts). Real small media (api/db/seed/media: a PNG, a JPEG and a
 * 4-second clip as H.264 MP4 and VP8 WebM) are copied into the upload storage. The demo ambassador has
 * finished the onboarding course and part of another, Emma the UAE onboarding course; newbies read nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { LessonBlock } from '#contract/courses.ts';
import type { Market } from '#contract/markets.ts';
import { type ObjectStore, storeAt } from '../../lib/storage/index.ts';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { Course, CourseMedia, Lesson, LessonProgress } from '../../modules/courses/course.entity.ts';
import { UAE_COURSES } from './demo-courses-uae.ts';

const MEDIA_DIR = join(import.meta.dirname, 'media');
const FILES = {
  cover: { file: 'lesson-cover.png', kind: 'image', mime: 'image/png' },
  photo: { file: 'lesson-photo.jpg', kind: 'image', mime: 'image/jpeg' },
  clip: { file: 'lesson-clip.mp4', kind: 'video', mime: 'video/mp4' },
  clipWebm: { file: 'lesson-clip.webm', kind: 'video', mime: 'video/webm' },
} as const;
type MediaName = keyof typeof FILES;

type DemoLesson = { title: string; blocks: (media: Record<MediaName, string>) => LessonBlock[] };
interface DemoCourse {
  market: Market;
  title: string;
  description: string;
  published: boolean;
  onboarding: boolean;
  lessons: DemoLesson[];
}

const text = (t: string): LessonBlock => ({ type: 'text', text: t });

const COURSES: DemoCourse[] = [
  {
    market: 'ru',
    title: 'Школа амбассадора',
    description: 'Четыре коротких урока: как устроена программа, как размещать рекламу и как получать доход.',
    published: true,
    onboarding: true,
    lessons: [
      {
        title: 'Добро пожаловать',
        blocks: (m) => [
          text('Вы амбассадор бренда. Рекомендуйте подписку своей аудитории и получайте процент с продаж.'),
          { type: 'image', media_id: m.cover, alt: 'Обложка школы амбассадора' },
        ],
      },
      {
        title: 'Как размещать рекламу',
        blocks: (m) => [
          text('Создайте размещение, дождитесь ERID и только потом публикуйте. Удаляйте рекламу вовремя.'),
          { type: 'video', media_id: m.clip, caption: 'Размещение за одну минуту' },
        ],
      },
      {
        title: 'Промокоды и ссылки',
        blocks: (m) => [
          text('Ваш промокод и реферальная ссылка закрепляют покупателя за вами.'),
          { type: 'image', media_id: m.photo, alt: 'Пример промокода в сторис' },
        ],
      },
      {
        title: 'Доход и выплаты',
        blocks: () => [text('Доход начисляется за оплаченные заказы. Выводите деньги от минимальной суммы.')],
      },
    ],
  },
  {
    market: 'ru',
    title: 'Контент, который продаёт',
    description: 'Съёмка рилс и сторис для фитнес-аудитории.',
    published: true,
    onboarding: false,
    lessons: [
      {
        title: 'Свет и звук',
        blocks: (m) => [
          text('Снимайте у окна, держите телефон вертикально, говорите ближе к микрофону.'),
          { type: 'video', media_id: m.clipWebm, caption: 'Пример кадра' },
        ],
      },
      {
        title: 'Сценарий на 30 секунд',
        blocks: () => [text('Крючок, польза, призыв. Именно в этом порядке.')],
      },
      { title: 'Истории клиентов', blocks: () => [text('Реальные результаты убеждают лучше обещаний.')] },
    ],
  },
  {
    market: 'ru',
    title: 'Продвинутые интеграции (черновик)',
    description: 'Готовится к публикации.',
    published: false,
    onboarding: false,
    lessons: [{ title: 'Скоро', blocks: () => [text('Курс в работе.')] }],
  },
  ...UAE_COURSES,
];

/** Who has read what: the demo ambassador the Russian onboarding course and 2 lessons of the next; Emma the UAE one. */
const READERS = [
  {
    email: 'ambassador@demo.local',
    lessons: (byTitle: (t: string) => Lesson[]) => [
      ...byTitle(COURSES[0]!.title),
      ...byTitle(COURSES[1]!.title).slice(0, 2),
    ],
  },
  { email: 'emma@demo.local', lessons: (byTitle: (t: string) => Lesson[]) => byTitle(UAE_COURSES[0]!.title) },
];

async function storeMedia(em: EntityManager, store: ObjectStore, course: Course, name: MediaName) {
  const spec = FILES[name];
  const uploadId = randomBytes(16).toString('hex');
  const bytes = await readFile(join(MEDIA_DIR, spec.file));
  await store.put(store.uploadKey(uploadId), bytes, spec.mime);
  const size = bytes.length;
  const media = em.create(CourseMedia, {
    id: randomUUID(),
    course,
    kind: spec.kind,
    mime: spec.mime,
    size,
    uploadId,
    complete: true,
  });
  return media.id;
}

/**
 * Seeds each market's demo school once (skipped for a market that has any course, so a demo database made
 * before the UAE school gets just that one), its media in the app's object store.
 */
export async function seedDemoCourses(em: EntityManager, where: ObjectStore | string): Promise<void> {
  const seeded = new Set((await em.find(Course, {}, { fields: ['market'] })).map((c) => c.market));
  if (COURSES.every((c) => seeded.has(c.market))) return;
  const store = storeAt(where);
  const lessonsByCourse = new Map<string, Lesson[]>();
  for (const [position, c] of COURSES.entries()) {
    if (seeded.has(c.market)) continue;
    const { market, title, description, published, onboarding } = c;
    const course = em.create(Course, { market, title, description, published, onboarding, position });
    const media = {} as Record<MediaName, string>;
    for (const name of Object.keys(FILES) as MediaName[])
      media[name] = await storeMedia(em, store, course, name);
    course.coverMediaId = media.cover;
    lessonsByCourse.set(
      title,
      c.lessons.map((l, i) =>
        em.create(Lesson, { id: randomUUID(), course, position: i, title: l.title, blocks: l.blocks(media) }),
      ),
    );
  }
  const byTitle = (title: string) => lessonsByCourse.get(title) ?? [];
  for (const reader of READERS) {
    const user = await em.findOne(User, { email: reader.email });
    if (!user) continue;
    for (const lesson of reader.lessons(byTitle))
      em.create(LessonProgress, { user, lesson, completedAt: new Date(Date.now() - 86_400_000) });
  }
  await em.flush();
}
