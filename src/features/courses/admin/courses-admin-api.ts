/** Staff side of the school: the courses as whole documents, and media uploads by tus. */
import { queryOptions } from '@tanstack/react-query';
import { type DetailedError, Upload } from 'tus-js-client';
import * as v from 'valibot';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { AdminCourse, type CourseBody } from '#contract/courses.ts';
import { api, readErrorBody, renewToken } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-tokens.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';
import { bearerHeader, renewOn401 } from '../../../lib/tus-auth.ts';

export const ADMIN_COURSES_KEY = [...adminKey, 'courses'] as const;

export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: ADMIN_COURSES_KEY,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(v.array(AdminCourse), await api.get(ApiPath.adminCourses).json()),
  });

export const createCourse = async (body: CourseBody) =>
  v.parse(AdminCourse, await api.post(ApiPath.adminCourses, { json: body }).json());

export const saveCourse = async (id: string, body: CourseBody) =>
  v.parse(AdminCourse, await api.put(ApiPath.adminCourse(id), { json: body }).json());

export const deleteCourse = async (id: string) => {
  await api.delete(ApiPath.adminCourse(id));
};

/** A tus failure with the API's message when it sent one. */
export class UploadError extends Error {}

function uploadError(error: Error): UploadError {
  const response = (error as DetailedError).originalResponse;
  const body = response ? readErrorBody(response.getBody() || '') : {};
  return new UploadError(body.message ?? error.message);
}

/**
 * Uploads one medium of a course. The medium id is made here once per file and kept for retries, so
 * a repeated creation resumes the same upload on the server.
 */
export function uploadCourseMedium(
  courseId: string,
  mediaId: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: `${API_PREFIX}/${ApiPath.uploads}`,
      metadata: { courseId, mediaId, filename: file.name, filetype: file.type },
      // One PATCH per file, as placements send it: the bytes stream into the store as they arrive. Small
      // PATCHes would each wait for their part to reach S3 (docs/decisions/061).
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: false,
      onBeforeRequest: bearerHeader(getToken),
      onProgress,
      onSuccess: () => resolve(),
      onError: renewOn401({
        renewToken,
        restart: () => upload.start(),
        fail: (error) => reject(uploadError(error)),
      }),
    });
    upload.start();
  });
}
