/**
 * The ambassador school (SPEC §2, issue 11): courses of lessons made of text, image and video blocks.
 * Media are uploaded by tus like placement materials and served with Range support; lesson progress is an
 * idempotent PUT, so the offline queue may replay it any number of times.
 */
import * as v from 'valibot';
import { Market } from './markets.ts';
import { int, noControlChars, plainText, requiredText } from './validation.ts';

export const COURSES_MAX = 100;
export const LESSONS_MAX = 100;
export const BLOCKS_MAX = 50;
/** One course medium (image or video) at most; a course's media together at most COURSE_MAX_BYTES. */
export const COURSE_MEDIA_MAX_BYTES = 500 * 1024 * 1024;
export const COURSE_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const COURSE_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/webm',
] as const;

const Id = v.pipe(v.string(), v.uuid());

export const TextBlock = v.object({ type: v.literal('text'), text: requiredText(16_384, true) });
export const ImageBlock = v.object({ type: v.literal('image'), media_id: Id, alt: plainText(300) });
export const VideoBlock = v.object({ type: v.literal('video'), media_id: Id, caption: plainText(300) });
export const LessonBlock = v.variant('type', [TextBlock, ImageBlock, VideoBlock]);
export type LessonBlock = v.InferOutput<typeof LessonBlock>;

/** An uploaded medium of a course; `url` is served by the API (Range supported). */
export const CourseMedia = v.object({
  id: v.string(),
  kind: v.picklist(['image', 'video']),
  mime: v.string(),
  size: v.number(),
  url: v.string(),
});
export type CourseMedia = v.InferOutput<typeof CourseMedia>;

export const Lesson = v.object({
  id: v.string(),
  title: v.string(),
  position: v.number(),
  blocks: v.array(LessonBlock),
  completed: v.boolean(),
});
export type Lesson = v.InferOutput<typeof Lesson>;

export const CourseSummary = v.object({
  id: v.string(),
  /** Whose school it is in: Russia and Belarus (`ru`) or the UAE (`en`); a blogger sees their market's. */
  market: Market,
  title: v.string(),
  description: v.string(),
  /** The course the onboarding 'course' step opens; completing its lessons completes that step. */
  onboarding: v.boolean(),
  lesson_count: v.number(),
  completed_lessons: v.number(),
  /** Bytes of every medium of the course: what saving it for offline use needs. */
  media_bytes: v.number(),
  cover_url: v.nullable(v.string()),
  updated_at: v.string(),
});
export type CourseSummary = v.InferOutput<typeof CourseSummary>;

/** GET courses/:id: the whole course, what the device stores to read it offline. */
export const Course = v.object({
  ...CourseSummary.entries,
  lessons: v.array(Lesson),
  media: v.array(CourseMedia),
});
export type Course = v.InferOutput<typeof Course>;

/** PUT courses/:id/lessons/:lessonId/progress; replays are harmless. */
export const LessonProgressBody = v.object({
  completed: v.literal(true),
  /** When the blogger finished it on the device (ISO); the server keeps the first one it hears of. */
  completed_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type LessonProgressBody = v.InferOutput<typeof LessonProgressBody>;

/** Admin: the whole course in one document; lessons keep their ids so progress survives an edit. */
export const CourseBody = v.object({
  market: Market,
  title: requiredText(200),
  description: plainText(2000, true),
  published: v.boolean(),
  onboarding: v.boolean(),
  cover_media_id: v.nullable(Id),
  lessons: v.pipe(
    v.array(
      v.object({
        id: Id,
        title: requiredText(200),
        blocks: v.pipe(v.array(LessonBlock), v.maxLength(BLOCKS_MAX)),
      }),
    ),
    v.maxLength(LESSONS_MAX),
  ),
});
export type CourseBody = v.InferOutput<typeof CourseBody>;

export const AdminCourse = v.object({
  ...CourseBody.entries,
  id: v.string(),
  position: int(0, 999),
  updated_at: v.string(),
  media: v.array(CourseMedia),
});
export type AdminCourse = v.InferOutput<typeof AdminCourse>;

/**
 * tus upload metadata of a course medium (staff only): the course, and the medium's id made by the editor
 * (a UUID) so that a retried creation resumes the same upload instead of starting another.
 */
export const CourseMediaUploadMetadata = v.object({
  courseId: Id,
  mediaId: Id,
  filename: v.pipe(v.string(), v.maxLength(255), noControlChars()),
  filetype: v.pipe(v.string(), v.maxLength(255), noControlChars()),
});
export type CourseMediaUploadMetadata = v.InferOutput<typeof CourseMediaUploadMetadata>;
