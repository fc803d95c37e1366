import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { LessonBlock } from '#contract/courses.ts';
import { MARKETS } from '#contract/markets.ts';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const MEDIA_KINDS = ['image', 'video'] as const;

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  indexes: [{ properties: ['market', 'published', 'position'] }],
  properties: {
    id: uuidKey(),
    /** The market whose accounts read it (contract/markets.ts); its lessons and media go with it. */
    market: p.enum(MARKETS).default('ru'),
    title: p.string().length(200),
    description: p.text(),
    published: p.boolean().default(false),
    /** At most one course per market is the onboarding one (the service clears the flag on the others). */
    onboarding: p.boolean().default(false),
    position: p.integer().default(0),
    /** A medium of this course (no foreign key: the media table points at the course). */
    coverMediaId: p.uuid().nullable(),
    ...timestamps(),
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
    createdAt: createdAt(),
  },
});
export type CourseMedia = InferEntity<typeof CourseMedia>;

/** One completed lesson of one reader; the first completion heard is kept (replays change nothing). */
export const LessonProgress = defineEntity({
  name: 'LessonProgress',
  tableName: 'lesson_progress',
  uniques: [{ properties: ['user', 'lesson'] }],
  properties: {
    id: uuidKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    lesson: () => p.manyToOne(Lesson).ref().deleteRule('cascade').index(),
    completedAt: p.datetime(),
    createdAt: createdAt(),
  },
});
export type LessonProgress = InferEntity<typeof LessonProgress>;
