/**
 * The ambassador school (docs/decisions/058-course-school.md): courses of lessons whose blocks are stored as
 * JSON (contract/courses.ts LessonBlock), the media uploaded for a course by tus, and each reader's progress.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { LessonBlock } from '../../../contract/courses.ts';
import { User } from '../accounts/accounts.entity.ts';

export const MEDIA_KINDS = ['image', 'video'] as const;

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  indexes: [{ properties: ['published', 'position'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(200),
    description: p.text(),
    published: p.boolean().default(false),
    /** At most one course is the onboarding one (the service clears the flag on the others). */
    onboarding: p.boolean().default(false),
    position: p.integer().default(0),
    /** A medium of this course (no foreign key: the media table points at the course). */
    coverMediaId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Course = InferEntity<typeof Course>;

export const Lesson = defineEntity({
  name: 'Lesson',
  tableName: 'lessons',
  indexes: [{ properties: ['course', 'position'] }],
  properties: {
    /** Made by the editor (UUID) and kept across edits, so progress survives a rewrite of the course. */
    id: p.uuid().primary(),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade'),
    position: p.integer(),
    title: p.string().length(200),
    blocks: p.json<LessonBlock[]>(),
  },
});
export type Lesson = InferEntity<typeof Lesson>;

/**
 * An image or a video of a course. The id is made by the editor (a retry resumes the same upload); the file
 * name under <VAR_DIR>/uploads is made by the server. `complete` turns true only after the last byte is
 * stored and its type read from the bytes: until then the row only reserves the size.
 */
export const CourseMedia = defineEntity({
  name: 'CourseMedia',
  tableName: 'course_media',
  properties: {
    id: p.uuid().primary(),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade').index(),
    kind: p.enum(MEDIA_KINDS).nullable(),
    mime: p.string().length(100).nullable(),
    size: p.bigint('number'),
    uploadId: p.string().length(64).nullable().unique(),
    uploadStartedAt: p.datetime().nullable(),
    complete: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type CourseMedia = InferEntity<typeof CourseMedia>;

/** One completed lesson of one reader; the first completion heard is kept (replays change nothing). */
export const LessonProgress = defineEntity({
  name: 'LessonProgress',
  tableName: 'lesson_progress',
  uniques: [{ properties: ['user', 'lesson'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    lesson: () => p.manyToOne(Lesson).ref().deleteRule('cascade').index(),
    completedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type LessonProgress = InferEntity<typeof LessonProgress>;
