/** What every /api/v1/admin route declares alike: its error answers, its OpenAPI group, an id parameter. */
import * as v from 'valibot';
import { ErrorBody } from '#contract/errors.ts';

export const ADMIN_ERRORS = {
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
export const ADMIN_ROUTE = { tags: ['admin'], security: [{ bearer: [] }] };
export const IdParams = v.object({ id: v.pipe(v.string(), v.uuid()) });
