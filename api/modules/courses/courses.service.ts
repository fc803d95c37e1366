/**
 * Reading the school: the course list and one course with the reader's progress, and recording progress.
 * Ambassadors see the published courses of their account's market only (docs/decisions/065-uae-market.md);
 * staff see every course of both markets (they preview drafts).
 */
import type { EntityManager } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import type { Course as CourseDto, CourseMedia as CourseMediaDto, CourseSummary } from '#contract/courses.ts';
import { accountMarket } from '#contract/markets.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Course, CourseMedia, Lesson, LessonProgress } from './course.entity.ts';

type Viewer = Pick<AuthUser, 'id' | 'role' | 'currency' | 'locale'>;
export const isStaff = (viewer: Pick<AuthUser, 'role'>) => viewer.role !== 'ambassador';

/** The courses a viewer may read: all for staff; for a blogger the published ones of their market. */
export const readable = (viewer: Omit<Viewer, 'id'>) =>
  isStaff(viewer) ? {} : { published: true, market: accountMarket(viewer) };

export const mediaUrl = (courseId: string, mediaId: string) => apiUrl(ApiPath.courseMedia(courseId, mediaId));

export function mediaDto(media: CourseMedia): CourseMediaDto {
  const courseId = media.course.id;
  return {
    id: media.id,
    kind: media.kind ?? 'image',
    mime: media.mime ?? 'application/octet-stream',
    size: media.size,
    url: mediaUrl(courseId, media.id),
  };
}

/** A course the viewer may read, or 404 (unknown, or unpublished for an ambassador). */
export async function visibleCourse(em: EntityManager, viewer: Viewer, id: string): Promise<Course> {
  const course = await em.findOne(Course, { id, ...readable(viewer) });
  if (!course) throw notFound();
  return course;
}

function summary(course: Course, lessons: number, completed: number, mediaBytes: number): CourseSummary {
  return {
    id: course.id,
    market: course.market,
    title: course.title,
    description: course.description,
    onboarding: course.onboarding,
    lesson_count: lessons,
    completed_lessons: completed,
    media_bytes: mediaBytes,
    cover_url: course.coverMediaId ? mediaUrl(course.id, course.coverMediaId) : null,
    updated_at: course.updatedAt.toISOString(),
  };
}

const countBy = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

export async function listCourses(em: EntityManager, viewer: Viewer): Promise<CourseSummary[]> {
  const courses = await em.find(Course, readable(viewer), {
    orderBy: { position: 'asc', createdAt: 'asc' },
  });
  const ids = courses.map((c) => c.id);
  if (!ids.length) return [];
  const [lessons, done, media] = await Promise.all([
    em.find(Lesson, { course: { $in: ids } }, { fields: ['id', 'course'] }),
    em.find(
      LessonProgress,
      { user: viewer.id, lesson: { course: { $in: ids } } },
      { populate: ['lesson'], fields: ['id', 'lesson.course'] },
    ),
    em.find(CourseMedia, { course: { $in: ids }, complete: true }, { fields: ['id', 'course', 'size'] }),
  ]);
  const lessonCounts = countBy(lessons.map((l) => l.course.id));
  const doneCounts = countBy(done.map((p) => p.lesson.getEntity().course.id));
  const bytes = new Map<string, number>();
  for (const m of media) bytes.set(m.course.id, (bytes.get(m.course.id) ?? 0) + m.size);
  return courses.map((c) =>
    summary(c, lessonCounts.get(c.id) ?? 0, doneCounts.get(c.id) ?? 0, bytes.get(c.id) ?? 0),
  );
}

/** The course's complete media, oldest first. */
export const completeMedia = (em: EntityManager, courseId: string) =>
  em.find(CourseMedia, { course: courseId, complete: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });

export async function readCourse(em: EntityManager, viewer: Viewer, id: string): Promise<CourseDto> {
  const course = await visibleCourse(em, viewer, id);
  const [lessons, media] = await Promise.all([
    em.find(Lesson, { course: course.id }, { orderBy: { position: 'asc' } }),
    completeMedia(em, course.id),
  ]);
  const done = await completedLessonIds(em, viewer.id, course.id);
  const mediaBytes = media.reduce((sum, m) => sum + m.size, 0);
  return {
    ...summary(course, lessons.length, lessons.filter((l) => done.has(l.id)).length, mediaBytes),
    lessons: lessons.map((l) => ({
      id: l.id,
      title: l.title,
      position: l.position,
      blocks: l.blocks,
      completed: done.has(l.id),
    })),
    media: media.map(mediaDto),
  };
}

async function completedLessonIds(em: EntityManager, userId: string, courseId: string) {
  const rows = await em.find(
    LessonProgress,
    { user: userId, lesson: { course: courseId } },
    { fields: ['id', 'lesson'] },
  );
  return new Set(rows.map((r) => r.lesson.id));
}

/**
 * Records a completed lesson; a replay changes nothing (the first completion heard is kept). 404 when the
 * lesson is not in the course, or the course is unpublished or of another market. Returns the course.
 */
export async function recordProgress(
  em: EntityManager,
  viewer: Viewer,
  courseId: string,
  lessonId: string,
  completedAt: Date,
): Promise<Course> {
  const lesson = await em.findOne(
    Lesson,
    { id: lessonId, course: { id: courseId, published: true, market: accountMarket(viewer) } },
    { populate: ['course'] },
  );
  if (!lesson) throw notFound();
  // A device clock far in the future is not believed beyond now.
  const at = completedAt.getTime() > Date.now() ? new Date() : completedAt;
  // The unique (user, lesson) pair makes concurrent replays one row.
  await em.upsert(
    LessonProgress,
    { id: crypto.randomUUID(), user: viewer.id, lesson: lessonId, completedAt: at, createdAt: new Date() },
    { onConflictFields: ['user', 'lesson'], onConflictAction: 'ignore' },
  );
  return lesson.course.getEntity();
}

/**
 * Whether the user completed every lesson of their market's onboarding course; null when there is no such
 * course.
 */
export async function onboardingCourseDone(em: EntityManager, userId: string): Promise<boolean | null> {
  const user = await em.findOneOrFail(User, { id: userId });
  const course = await em.findOne(Course, { onboarding: true, published: true, market: accountMarket(user) });
  if (!course) return null;
  const lessons = await em.count(Lesson, { course: course.id });
  if (!lessons) return null;
  const done = await completedLessonIds(em, userId, course.id);
  return done.size >= lessons;
}
