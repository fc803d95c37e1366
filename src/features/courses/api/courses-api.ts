import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Course, CourseSummary, type LessonProgressBody } from '#contract/courses.ts';
import type { CourseProgressRow } from '../../../db/app-db.ts';
import { api, isConnectionError, isHTTPError } from '../../../lib/api-client.ts';
import { parseRetryAfter } from '../../../lib/backoff.ts';
import type { MediaFetcher } from '../offline/media-cache.ts';
import type { SendOutcome } from '../offline/progress-queue.ts';

export async function getCourses(): Promise<CourseSummary[]> {
  return v.parse(v.array(CourseSummary), await api.get(ApiPath.courses).json());
}

export async function getCourse(id: string): Promise<Course> {
  return v.parse(Course, await api.get(ApiPath.course(id)).json());
}

/** A whole medium (no Range), streamed by the caller into the cache; no timeout on a long video. */
export const fetchMedium: MediaFetcher = (courseId, medium, { headers, signal }) =>
  api.get(ApiPath.courseMedia(courseId, medium.id), { headers, signal, timeout: false, retry: 0 });

const RETRYABLE = new Set([408, 425, 429]);

/** The idempotent progress PUT; the queue owns retries, so ky's own are off. */
export async function sendProgress(row: CourseProgressRow): Promise<SendOutcome> {
  const json: LessonProgressBody = { completed: true, completed_at: row.completedAt };
  try {
    await api.put(ApiPath.lessonProgress(row.courseId, row.lessonId), { json, retry: 0 });
    return 'sent';
  } catch (error) {
    if (isConnectionError(error)) return 'offline';
    if (isHTTPError(error)) {
      const { status, headers } = error.response;
      if (status < 500 && !RETRYABLE.has(status)) return 'rejected';
      return { retryAfterMs: parseRetryAfter(headers.get('retry-after'), Date.now()) };
    }
    return 'offline';
  }
}
