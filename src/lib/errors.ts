import { t } from '@lingui/core/macro';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { toast } from './toasts.ts';

interface ErrorData {
  errors?: Record<string, string[]>;
  message?: string;
  error_message?: string;
}

const asData = (value: unknown): ErrorData | null =>
  typeof value === 'object' && value !== null ? (value as ErrorData) : null;

/**
 * The messages SPEC §8 wants shown for an error: every message of the `errors` map, else
 * `message`, else `error_message`, else 'Unknown error'.
 */
export function errorMessages(error: unknown): string[] {
  if (error == null) return [t`Unknown error`];
  if (isNetworkError(error) || isTimeoutError(error)) {
    return [t`No connection to the server. Check the internet and try again.`];
  }
  const data = isHTTPError(error) ? asData(error.data) : asData((error as { data?: unknown }).data);
  if (data) {
    const fieldMessages = Object.values(data.errors ?? {}).flat();
    if (fieldMessages.length > 0) return fieldMessages;
    if (data.message) return [data.message];
    if (data.error_message) return [data.error_message];
  }
  if (!isHTTPError(error) && error instanceof Error && error.message) return [error.message];
  return [t`Unknown error`];
}

/** The one global error handler: each message becomes its own 5-second error toast at the bottom. */
export function handleError(error: unknown): void {
  for (const message of errorMessages(error)) toast.error(message);
}

/** Field errors of an API validation failure, for forms that show them inline. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  return (isHTTPError(error) && asData(error.data)?.errors) || {};
}

/** The stable `code` of an API error body (contract/errors.ts), for flows that branch on it. */
export const errorCode = (error: unknown): string | null =>
  (isHTTPError(error) && (asData(error.data) as { code?: string } | null)?.code) || null;
