/**
 * Valibot issue → message id, shared by the client forms and the API (isomorphic: no Node imports), so a
 * field shows the same text whichever side rejected it.
 */
import * as v from 'valibot';
import { isMessageId, type MessageId } from './messages.ts';

const isBlank = (input: unknown) => input == null || (typeof input === 'string' && input.trim() === '');

/**
 * Blank → `required`; a schema that carries a message id (contract/messages.ts) keeps it; otherwise one id
 * per issue type.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): MessageId {
  if (isBlank(issue.input) && issue.type !== 'max_length') return 'required';
  if (isMessageId(issue.message)) return issue.message;
  switch (issue.type) {
    case 'email':
      return 'invalid_email';
    case 'min_length':
      return 'too_short';
    case 'max_length':
      return 'too_long';
    default:
      return 'invalid_value';
  }
}

/** Field (dot path) → its message ids, without duplicates; issues without a path go under `rootKey`. */
export function fieldErrorIds(
  issues: readonly v.BaseIssue<unknown>[],
  rootKey = 'body',
): Record<string, MessageId[]> {
  const errors: Record<string, MessageId[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? rootKey;
    const message = issueMessage(issue);
    const list = errors[key] ?? [];
    if (!list.includes(message)) errors[key] = [...list, message];
  }
  return errors;
}
