/**
 * POST /api/v1/admin/jobs/{job}: an admin runs a periodic job now (an operator after an outage, the cluster
 * test). The job runs under the same claim or conditional update as the scheduler's run, so triggering it
 * on several instances at once still changes everything once (docs/decisions/062).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { AdminJobParams, AdminJobRun, type JobName } from '#contract/admin-jobs.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { now as clockNow } from '../../lib/clock.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';

export interface JobsAdminOptions {
  /** The jobs (api/jobs/run-now.ts; modules do not import jobs). Null: another instance holds the claim. */
  jobs: Record<JobName, (em: EntityManager, now: Date) => Promise<number | null>>;
}

const jobsAdminRoutes: FastifyPluginAsync<JobsAdminOptions, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { jobs },
) => {
  app.post(
    `/${ApiPath.adminJob(':job')}`,
    {
      schema: { ...ADMIN_ROUTE, params: AdminJobParams, response: { 200: AdminJobRun, ...ADMIN_ERRORS } },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const { job } = request.params;
      const count = await jobs[job](request.em, clockNow());
      request.log.info({ job, count }, 'job run by an admin');
      return count === null
        ? { job, status: 'claimed' as const, count: 0 }
        : { job, status: 'done' as const, count };
    },
  );
};

export default jobsAdminRoutes;
