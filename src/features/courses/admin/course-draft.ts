/** The editor's working copy of a course: the CourseBody plus React keys for blocks. */
import type { AdminCourse, CourseBody, LessonBlock } from '#contract/courses.ts';
import type { Market } from '#contract/markets.ts';

export type BlockDraft = LessonBlock & { key: string };
export interface LessonDraft {
  id: string;
  title: string;
  blocks: BlockDraft[];
}
export interface CourseDraft extends Omit<CourseBody, 'lessons'> {
  lessons: LessonDraft[];
}

const key = () => crypto.randomUUID();

/** A new course starts in the market of the site it is written on; the editor can change it. */
export const emptyCourse = (market: Market): CourseBody => ({
  market,
  title: '',
  description: '',
  published: false,
  onboarding: false,
  cover_media_id: null,
  lessons: [],
});

export const toDraft = (course: AdminCourse): CourseDraft => ({
  market: course.market,
  title: course.title,
  description: course.description,
  published: course.published,
  onboarding: course.onboarding,
  cover_media_id: course.cover_media_id,
  lessons: course.lessons.map((l) => ({ ...l, blocks: l.blocks.map((b) => ({ ...b, key: key() })) })),
});

export const fromDraft = (draft: CourseDraft): CourseBody => ({
  ...draft,
  lessons: draft.lessons.map((l) => ({
    id: l.id,
    title: l.title,
    blocks: l.blocks.map(({ key: _key, ...block }) => block as LessonBlock),
  })),
});

export const newLesson = (): LessonDraft => ({ id: crypto.randomUUID(), title: '', blocks: [] });

export function newBlock(type: LessonBlock['type']): BlockDraft {
  if (type === 'text') return { type, text: '', key: key() };
  if (type === 'image') return { type, media_id: '', alt: '', key: key() };
  return { type, media_id: '', caption: '', key: key() };
}

/** Moves item `from` to `to` (both in range). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
