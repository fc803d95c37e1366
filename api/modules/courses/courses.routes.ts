/**
 * /api/v1/courses*: the school for signed-in, approved accounts (docs/decisions/058-course-school.md):
 * the list, one course with the reader's progress, the media bytes, and the idempotent progress PUT.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Course as CourseDto, CourseSummary, LessonProgressBody } from '#contract/courses.ts';
import { ErrorBody } from '#contract/errors.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { sendUploadBytes } from '../../lib/byte-range.ts';
import { currentUser } from '../../lib/current-user.ts';
import { storedUploadSize } from '../../lib/storage/index.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { CourseMedia } from './course.entity.ts';
import { listCourses, readable, readCourse, recordProgress } from './courses.service.ts';

export interface CoursesOptions {
  config: Config;
  /** After a lesson of the onboarding course is recorded (the onboarding module completes its step). */
  afterOnboardingLesson?: (em: EntityManager, userId: string) => Promise<void>;
}

const Id = v.pipe(v.string(), v.uuid());
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const common = { tags: ['courses'], security: [{ bearer: [] }] };
/** Media ids are never reused and their bytes never change: a year, immutable. */
const MEDIA_CACHE = 'private, max-age=31536000, immutable';

const coursesRoutes: FastifyPluginAsync<CoursesOptions, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { afterOnboardingLesson },
) => {
  const onRequest = app.requireApproved;

  app.get(
    `/${ApiPath.courses}`,
    { schema: { ...common, response: { 200: v.array(CourseSummary), ...errors } }, onRequest },
    async (request) => listCourses(request.em, currentUser(request)),
  );

  app.get(
    `/${ApiPath.course(':id')}`,
    {
      schema: { ...common, params: v.object({ id: Id }), response: { 200: CourseDto, ...errors } },
      onRequest,
    },
    async (request) => readCourse(request.em, currentUser(request), request.params.id),
  );

  app.get(
    `/${ApiPath.courseMedia(':id', ':mediaId')}`,
    { schema: { ...common, params: v.object({ id: Id, mediaId: Id }) }, onRequest },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { id, mediaId } = request.params;
      const media = await request.em.findOne(
        CourseMedia,
        { id: mediaId, course: { id, ...readable(viewer) }, complete: true },
        { populate: ['course'] },
      );
      if (!media?.uploadId) throw notFound();
      const size = await storedUploadSize(app.storage, media.uploadId);
      if (size === null) throw notFound();
      const etag = `"${media.id}-${size}"`;
      reply
        .header('content-type', media.mime ?? 'application/octet-stream')
        .header('cache-control', MEDIA_CACHE)
        .header('etag', etag)
        .header('last-modified', media.createdAt.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return sendUploadBytes(request, reply, app.storage, media.uploadId, size, etag);
    },
  );

  app.put(
    `/${ApiPath.lessonProgress(':id', ':lessonId')}`,
    {
      schema: {
        ...common,
        params: v.object({ id: Id, lessonId: Id }),
        body: LessonProgressBody,
        response: { 204: v.null(), ...errors },
      },
      onRequest,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { id, lessonId } = request.params;
      const course = await recordProgress(
        request.em,
        viewer,
        id,
        lessonId,
        new Date(request.body.completed_at),
      );
      if (course.onboarding && afterOnboardingLesson) await afterOnboardingLesson(request.em, viewer.id);
      return reply.code(204).send(null);
    },
  );
};

export default coursesRoutes;
