import { t } from '@lingui/core/macro';
import type { ErrorBody } from '#contract/errors.ts';
import { isConnectionError, isHTTPError, readErrorBody } from './api-client.ts';
import { toast } from './toasts.ts';

/** The error body an error carries: ky's HTTPError (and test doubles) keep it on `data`. */
const bodyOf = (error: unknown): Partial<ErrorBody> =>
  readErrorBody((error as { data?: unknown } | null)?.data);

/**
 * The messages SPEC §8 wants shown for an error: every message of the `errors` map, else
 * `message`, else `error_message`, else 'Unknown error'.
 */
export function errorMessages(error: unknown): string[] {
  if (error == null) return [t`Unknown error`];
  if (isConnectionError(error)) {
    return [t`No connection to the server. Check the internet and try again.`];
  }
  const body = bodyOf(error);
  const fieldMessages = Object.values(body.errors ?? {}).flat();
  if (fieldMessages.length > 0) return fieldMessages;
  if (body.message) return [body.message];
  if (body.error_message) return [body.error_message];
  if (!isHTTPError(error) && error instanceof Error && error.message) return [error.message];
  return [t`Unknown error`];
}

/** The one global error handler: each message becomes its own 5-second error toast at the bottom. */
export function handleError(error: unknown): void {
  for (const message of errorMessages(error)) toast.error(message);
}

/** Field errors of an API validation failure, for forms that show them inline. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return (isHTTPError(error) && bodyOf(error).errors) || {};
}

/** The stable `code` of an API error body (contract/errors.ts), for flows that branch on it. */
export const errorCode = (error: unknown): string | null =>
  (isHTTPError(error) && bodyOf(error).code) || null;

/** The figure an error body carries besides its message (npd_year_limit: what remains this year). */
export const errorRemaining = (error: unknown): number | null => {
  const remaining = isHTTPError(error) ? bodyOf(error).remaining : undefined;
  return typeof remaining === 'number' ? remaining : null;
};
