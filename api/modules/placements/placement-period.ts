/**
 * An approved placement is an integration for the month its period starts in (decision 042). So what goes
 * to moderation, and what is approved, must be an ad that can still run: its period starts no earlier than
 * the day the account was registered (UTC, the lenient day: Moscow's is never earlier) and is not over yet
 * (its removal is not due). Drafts may hold any dates (offline edits): this runs at submit and approval, and
 * the 422 names the date field, which the sync shows on the draft.
 */
import { ErrorCode } from '#contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { User } from '../accounts/accounts.entity.ts';
import type { Placement } from './placement.entity.ts';

type Period = Pick<Placement, 'format' | 'startDate' | 'removalDueAt'>;

const refuse = (field: string, messageId: 'period_before_account' | 'period_over') =>
  new AppError(422, ErrorCode.validation, messageId, { [field]: [messageId] });

export function assertPeriodOpen(row: Period, owner: Pick<User, 'createdAt'>, now = new Date()): void {
  if (row.startDate < owner.createdAt.toISOString().slice(0, 10))
    throw refuse('start_date', 'period_before_account');
  // Stories have no end date in the form: their period is their start day.
  if (row.removalDueAt <= now)
    throw refuse(row.format === 'stories' ? 'start_date' : 'end_date', 'period_over');
}
