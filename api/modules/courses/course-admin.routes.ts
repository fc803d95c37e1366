/**
 * /api/v1/admin/courses: staff manage the school (docs/decisions/058-course-school.md). A course is saved
 * whole (CourseBody); every change is audited. Media arrive separately by tus (uploads module).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { AdminCourse, CourseBody } from '#contract/courses.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import {
  adminDto,
  createCourse,
  deleteCourse,
  listAdminCourses,
  readAdminCourse,
  updateCourse,
} from './course-admin.service.ts';

const courseAdminRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  const staff = app.requireRole('moderator');
  /** The audit line names the course by its title. */
  const course = (c: { id: string; title: string }) => ({ id: c.id, reason: c.title.slice(0, 200) });

  app.get(
    `/${ApiPath.adminCourses}`,
    {
      schema: { ...ADMIN_ROUTE, response: { 200: v.array(AdminCourse), ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request) => listAdminCourses(request.em),
  );

  app.post(
    `/${ApiPath.adminCourses}`,
    {
      schema: { ...ADMIN_ROUTE, body: CourseBody, response: { 201: AdminCourse, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request, reply) => {
      const saved = await audited(
        request.em,
        currentUser(request).id,
        'course.create',
        (tx) => createCourse(tx, request.body),
        course,
      );
      return reply.code(201).send(await readAdminCourse(request.em, saved.id));
    },
  );

  app.get(
    `/${ApiPath.adminCourse(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 200: AdminCourse, ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request) => readAdminCourse(request.em, request.params.id),
  );

  app.put(
    `/${ApiPath.adminCourse(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: IdParams,
        body: CourseBody,
        response: { 200: AdminCourse, ...ADMIN_ERRORS },
      },
      onRequest: staff,
    },
    async (request) =>
      audited(
        request.em,
        currentUser(request).id,
        'course.update',
        async (tx) => {
          const saved = await updateCourse(tx, request.params.id, request.body);
          await tx.flush();
          return adminDto(tx, saved);
        },
        course,
      ),
  );

  app.delete(
    `/${ApiPath.adminCourse(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 204: v.null(), ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request, reply) => {
      const { uploads } = await audited(
        request.em,
        currentUser(request).id,
        'course.delete',
        (tx) => deleteCourse(tx, request.params.id),
        (gone) => course(gone.course),
      );
      // After the commit: bytes left by a failure here are orphans the upload cleanup job removes.
      await Promise.all(uploads.map((id) => app.storage.removeUpload(id)));
      return reply.code(204).send(null);
    },
  );
};

export default courseAdminRoutes;
