/** The periodic jobs an admin (or the cluster test) can run now: POST /admin/jobs/{job}. */
import * as v from 'valibot';

export const JOB_NAMES = [
  'placement-deadlines',
  'month-close',
  'rank-evaluation',
  'upload-cleanup',
  'ord-marking',
  'ord-report',
  'leak-scan',
] as const;
export const JobName = v.picklist(JOB_NAMES);
export type JobName = v.InferOutput<typeof JobName>;

export const AdminJobParams = v.object({ job: JobName });

export const AdminJobRun = v.object({
  job: JobName,
  /** `done`: this call ran the job; `claimed`: another instance holds this period's claim right now. */
  status: v.picklist(['done', 'claimed']),
  /** What the job changed (placements marked, accounts closed, bloggers evaluated, uploads removed, statistics sent, promocodes flagged). */
  count: v.number(),
});
export type AdminJobRun = v.InferOutput<typeof AdminJobRun>;
