/**
 * Courses kept on the device (decision 059): the Course JSON in Dexie, read when the network is away.
 * Saved courses stay until the user removes them; courses kept from reading are capped, oldest out first.
 */
import type { Course, CourseMedia, CourseSummary } from '#contract/courses.ts';
import type { AppDb, CourseCopyRow, CourseProgressRow } from '../../../db/app-db.ts';

/** How many courses kept only from reading stay on the device (their media included). */
export const OPENED_KEEP = 5;

const mediaSignature = (media: readonly CourseMedia[]): string =>
  media
    .map((m) => `${m.id}:${m.size}:${m.url}`)
    .sort()
    .join('|');

export interface KeptCourse {
  row: CourseCopyRow;
  /** Media of the previous copy the new JSON no longer has: drop them from the cache. */
  staleMedia: CourseMedia[];
}

/** Stores the newest JSON of a course. A saved course stays saved; its media stay complete if unchanged. */
export async function keepCourse(
  db: AppDb,
  course: Course,
  kind: CourseCopyRow['kind'],
  now: number,
): Promise<KeptCourse> {
  return db.transaction('rw', db.courseCopies, async () => {
    const old = await db.courseCopies.get(course.id);
    const sameMedia = old !== undefined && mediaSignature(old.course.media) === mediaSignature(course.media);
    const row: CourseCopyRow = {
      id: course.id,
      course,
      kind: old?.kind === 'saved' ? 'saved' : kind,
      mediaComplete: sameMedia && old.mediaComplete,
      storedAt: now,
    };
    await db.courseCopies.put(row);
    const urls = new Set(course.media.map((m) => m.url));
    return { row, staleMedia: old ? old.course.media.filter((m) => !urls.has(m.url)) : [] };
  });
}

/** Marks the media complete, unless the course changed (new media) while they were downloading. */
export async function markMediaComplete(
  db: AppDb,
  courseId: string,
  media: readonly CourseMedia[],
): Promise<boolean> {
  return db.transaction('rw', db.courseCopies, async () => {
    const row = await db.courseCopies.get(courseId);
    if (!row || mediaSignature(row.course.media) !== mediaSignature(media)) return false;
    await db.courseCopies.update(courseId, { mediaComplete: true });
    return true;
  });
}

export const getCopy = (db: AppDb, courseId: string): Promise<CourseCopyRow | undefined> =>
  db.courseCopies.get(courseId);

export const listCopies = (db: AppDb): Promise<CourseCopyRow[]> => db.courseCopies.toArray();

/** Deletes the copy; returns its media so the caller drops them from the cache. */
export async function removeCopy(db: AppDb, courseId: string): Promise<CourseMedia[]> {
  return db.transaction('rw', db.courseCopies, async () => {
    const row = await db.courseCopies.get(courseId);
    await db.courseCopies.delete(courseId);
    return row?.course.media ?? [];
  });
}

/** Courses kept only from reading, beyond the newest OPENED_KEEP, go; returns their media. */
export async function evictOpened(db: AppDb, keep = OPENED_KEEP): Promise<CourseMedia[]> {
  return db.transaction('rw', db.courseCopies, async () => {
    const opened = await db.courseCopies.where('kind').equals('opened').toArray();
    const old = opened.sort((a, b) => b.storedAt - a.storedAt).slice(keep);
    await db.courseCopies.bulkDelete(old.map((r) => r.id));
    return old.flatMap((r) => r.course.media);
  });
}

/** The course as the blogger sees it: lessons done on the device count before the server has heard. */
export function withLocalProgress<T extends Course>(
  course: T,
  pending: readonly Pick<CourseProgressRow, 'courseId' | 'lessonId'>[],
): T {
  const done = new Set(pending.filter((p) => p.courseId === course.id).map((p) => p.lessonId));
  if (done.size === 0) return course;
  const lessons = course.lessons.map((l) => (done.has(l.id) && !l.completed ? { ...l, completed: true } : l));
  return { ...course, lessons, completed_lessons: lessons.filter((l) => l.completed).length };
}

/** A list entry built from a stored copy, for the list page without a network. */
export function summaryOf(course: Course): CourseSummary {
  const { lessons: _lessons, media: _media, ...summary } = course;
  return summary;
}
