/**
 * /api/v1/admin/courses: staff manage the school (docs/decisions/058-course-school.md). A course is saved
 * whole (CourseBody); every change is audited. Media arrive separately by tus (uploads module).
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '../../../contract/api-paths.ts';
import { AdminCourse, CourseBody } from '../../../contract/courses.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import {
  adminDto,
  createCourse,
  deleteCourse,
  listAdminCourses,
  readAdminCourse,
  updateCourse,
} from '../courses/course-admin.service.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE, IdParams } from './admin-schema.ts';
import { AuditEntry } from './audit.entity.ts';

const courseAdminRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  const staff = app.requireRole('moderator');
  const audit = (actor: string, action: string, targetId: string, title: string) => ({
    actor,
    action,
    targetId,
    targetEmail: null,
    reason: title.slice(0, 200),
  });

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
      const actor = currentUser(request).id;
      const course = await request.em.fork().transactional(async (tx) => {
        const saved = await createCourse(tx, request.body);
        tx.create(AuditEntry, audit(actor, 'course.create', saved.id, saved.title));
        return saved;
      });
      return reply.code(201).send(await readAdminCourse(request.em, course.id));
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
    async (request) => {
      const actor = currentUser(request).id;
      return request.em.fork().transactional(async (tx) => {
        const saved = await updateCourse(tx, request.params.id, request.body);
        tx.create(AuditEntry, audit(actor, 'course.update', saved.id, saved.title));
        await tx.flush();
        return adminDto(tx, saved);
      });
    },
  );

  app.delete(
    `/${ApiPath.adminCourse(':id')}`,
    {
      schema: { ...ADMIN_ROUTE, params: IdParams, response: { 204: v.null(), ...ADMIN_ERRORS } },
      onRequest: staff,
    },
    async (request, reply) => {
      const actor = currentUser(request).id;
      const uploads = await request.em.fork().transactional(async (tx) => {
        const gone = await deleteCourse(tx, request.params.id);
        tx.create(AuditEntry, audit(actor, 'course.delete', gone.course.id, gone.course.title));
        return gone.uploads;
      });
      // After the commit: bytes left by a failure here are orphans the upload cleanup job removes.
      await Promise.all(uploads.map((id) => app.storage.removeUpload(id)));
      return reply.code(204).send(null);
    },
  );
};

export default courseAdminRoutes;
