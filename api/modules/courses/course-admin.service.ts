/**
 * Staff editing of the school: a course is saved as one document (CourseBody). Lessons keep their ids, so
 * progress on a kept lesson survives; a removed lesson takes its progress with it. Every image or video
 * block (and the cover) must name a complete medium of this very course.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type AdminCourse, COURSES_MAX, type CourseBody } from '#contract/courses.ts';
import { conflict, type FieldErrors, notFound } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';
import { Course, CourseMedia, Lesson, LessonProgress } from './course.entity.ts';
import { completeMedia, mediaDto } from './courses.service.ts';

async function adminDto(em: EntityManager, course: Course): Promise<AdminCourse> {
  const [lessons, media] = await Promise.all([
    em.find(Lesson, { course: course.id }, { orderBy: { position: 'asc' } }),
    completeMedia(em, course.id),
  ]);
  return {
    id: course.id,
    market: course.market,
    title: course.title,
    description: course.description,
    published: course.published,
    onboarding: course.onboarding,
    cover_media_id: course.coverMediaId ?? null,
    position: course.position,
    updated_at: course.updatedAt.toISOString(),
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, blocks: l.blocks })),
    media: media.map(mediaDto),
  };
}

export async function listAdminCourses(em: EntityManager): Promise<AdminCourse[]> {
  const courses = await em.find(Course, {}, { orderBy: { position: 'asc', createdAt: 'asc' } });
  const out: AdminCourse[] = [];
  for (const course of courses) out.push(await adminDto(em, course));
  return out;
}

export async function readAdminCourse(em: EntityManager, id: string): Promise<AdminCourse> {
  const course = await em.findOne(Course, { id });
  if (!course) throw notFound();
  return adminDto(em, course);
}

/** Field errors for blocks (and the cover) naming no complete medium of the right kind in this course. */
async function mediaErrors(em: EntityManager, courseId: string | null, body: CourseBody) {
  const media = courseId ? await completeMedia(em, courseId) : [];
  const kinds = new Map(media.map((m) => [m.id, m.kind]));
  const errors: FieldErrors = {};
  if (body.cover_media_id && kinds.get(body.cover_media_id) !== 'image')
    errors.cover_media_id = ['course_media_unknown'];
  body.lessons.forEach((lesson, i) => {
    lesson.blocks.forEach((block, j) => {
      if (block.type !== 'text' && kinds.get(block.media_id) !== block.type)
        errors[`lessons.${i}.blocks.${j}.media_id`] = ['course_media_unknown'];
    });
  });
  const ids = body.lessons.map((l) => l.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) errors[`lessons.${i}.id`] = ['invalid_value'];
  });
  return errors;
}

/** Removes lessons with their progress (explicitly: no reliance on the driver's cascade). */
async function removeLessons(em: EntityManager, where: { course: string; id?: { $nin: string[] } }) {
  const gone = (await em.find(Lesson, where, { fields: ['id'] })).map((l) => l.id);
  if (!gone.length) return;
  await em.nativeDelete(LessonProgress, { lesson: { $in: gone } });
  await em.nativeDelete(Lesson, { id: { $in: gone } });
}

async function saveLessons(em: EntityManager, course: Course, body: CourseBody) {
  const ids = body.lessons.map((l) => l.id);
  // A lesson id of another course is never taken over (its readers' progress belongs there).
  const foreign = ids.length ? await em.count(Lesson, { id: { $in: ids }, course: { $ne: course.id } }) : 0;
  if (foreign) throw conflict();
  await removeLessons(em, { course: course.id, ...(ids.length ? { id: { $nin: ids } } : {}) });
  const existing = new Map(
    (await em.find(Lesson, { course: course.id })).map((lesson) => [lesson.id, lesson] as const),
  );
  body.lessons.forEach((l, position) => {
    const fields = { title: l.title, blocks: l.blocks, position };
    const lesson = existing.get(l.id);
    if (lesson) em.assign(lesson, fields);
    else em.create(Lesson, { id: l.id, course, ...fields });
  });
}

/** Only one course per market is the onboarding one: setting the flag clears it on that market's others. */
async function claimOnboarding(em: EntityManager, course: Course) {
  if (course.onboarding)
    await em.nativeUpdate(
      Course,
      { onboarding: true, market: course.market, id: { $ne: course.id } },
      { onboarding: false },
    );
}

const courseFields = (body: CourseBody) => ({
  market: body.market,
  title: body.title,
  description: body.description,
  published: body.published,
  onboarding: body.onboarding,
  coverMediaId: body.cover_media_id,
  updatedAt: new Date(),
});

export async function createCourse(em: EntityManager, body: CourseBody): Promise<Course> {
  const errors = await mediaErrors(em, null, body);
  if (Object.keys(errors).length) throw validationError(errors);
  if ((await em.count(Course, {})) >= COURSES_MAX) throw conflict('courses_limit');
  const [last] = await em.find(Course, {}, { orderBy: { position: 'desc' }, limit: 1 });
  const course = em.create(Course, { ...courseFields(body), position: (last?.position ?? -1) + 1 });
  await em.flush();
  await saveLessons(em, course, body);
  await claimOnboarding(em, course);
  await em.flush();
  return course;
}

export async function updateCourse(em: EntityManager, id: string, body: CourseBody): Promise<Course> {
  const course = await em.findOne(Course, { id });
  if (!course) throw notFound();
  const errors = await mediaErrors(em, course.id, body);
  if (Object.keys(errors).length) throw validationError(errors);
  em.assign(course, courseFields(body));
  await saveLessons(em, course, body);
  await claimOnboarding(em, course);
  await em.flush();
  return course;
}

/** Deletes the course with its lessons, progress and media rows; returns the upload ids to remove. */
export async function deleteCourse(
  em: EntityManager,
  id: string,
): Promise<{ course: Course; uploads: string[] }> {
  const course = await em.findOne(Course, { id });
  if (!course) throw notFound();
  const media = await em.find(CourseMedia, { course: id, uploadId: { $ne: null } }, { fields: ['uploadId'] });
  await removeLessons(em, { course: id });
  await em.nativeDelete(CourseMedia, { course: id });
  await em.nativeDelete(Course, { id });
  return { course, uploads: media.map((m) => m.uploadId as string) };
}

export { adminDto };
