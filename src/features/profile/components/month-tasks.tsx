/** "Needs you now": the placements, courses and wallet steps waiting for the blogger, each with its page. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  BookOpen,
  ChartColumn,
  ChevronRight,
  CircleCheck,
  OctagonAlert,
  PencilLine,
  WalletCards,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { MonthTask } from '#contract/month-overview.ts';
import { formatDate, formatDateTime, formatMonth } from '../../../lib/format.ts';
import { networkName } from '../../../lib/networks.ts';

export function MonthTasks({ tasks, total }: { tasks: readonly MonthTask[]; total: number }) {
  const more = total - tasks.length;
  return (
    <div className="card month__tasks" data-testid="month-tasks">
      <h2 className="month__tasks-title">
        <Trans>Needs you now</Trans>
      </h2>
      {tasks.length ? (
        <ul className="month__task-list">
          {tasks.map((task) => (
            <li key={task.kind === 'connect_payouts' ? task.kind : `${task.kind}:${task.id}`}>
              <Task task={task} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="month__all-done">
          <CircleCheck aria-hidden="true" size={20} />
          <Trans>All done: nothing needs you right now</Trans>
        </p>
      )}
      {more > 0 ? (
        <p className="month__note month__note--muted">
          <Trans>And {more} more</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Row({ icon, tone, children }: { icon: ReactNode; tone?: 'warn'; children: ReactNode }) {
  return (
    <>
      <span className={tone ? `month__task-icon month__task-icon--${tone}` : 'month__task-icon'}>{icon}</span>
      <span className="month__task-text">{children}</span>
      <ChevronRight aria-hidden="true" size={18} className="month__task-go" />
    </>
  );
}

function Task({ task }: { task: MonthTask }) {
  const { i18n } = useLingui();
  switch (task.kind) {
    case 'remove_placement': {
      const network = networkName(task.network);
      const due = formatDateTime(i18n.locale, task.due_at);
      return (
        <Link to="/user/placements" search={{ status: 'needs_removal' }} className="month__task">
          <Row icon={<OctagonAlert aria-hidden="true" size={18} />} tone="warn">
            <Trans>
              Remove the ad on {network} by {due}
            </Trans>
          </Row>
        </Link>
      );
    }
    case 'fix_placement': {
      const network = networkName(task.network);
      return (
        <Link to="/user/placements" search={{ status: 'rejected' }} className="month__task">
          <Row icon={<PencilLine aria-hidden="true" size={18} />}>
            <Trans>The placement on {network} was rejected: fix it and send it again</Trans>
            {task.reason ? <span className="month__task-detail">{task.reason}</span> : null}
          </Row>
        </Link>
      );
    }
    case 'report_impressions': {
      const network = networkName(task.network);
      const month = formatMonth(i18n.locale, task.month);
      const due = formatDate(i18n.locale, task.due);
      return (
        <Link to="/user/placements" className="month__task">
          <Row icon={<ChartColumn aria-hidden="true" size={18} />} tone={task.rejected ? 'warn' : undefined}>
            {task.rejected ? (
              <Trans>
                Impressions on {network} for {month} were not accepted: enter them again by {due}
              </Trans>
            ) : (
              <Trans>
                Enter the impressions on {network} for {month} by {due}
              </Trans>
            )}
          </Row>
        </Link>
      );
    }
    case 'finish_course': {
      const { title, completed_lessons: done, lesson_count: count } = task;
      return (
        <Link to="/user/course" search={{ id: task.id }} className="month__task">
          <Row icon={<BookOpen aria-hidden="true" size={18} />}>
            <Trans>
              Finish the course “{title}”: {done} of {count} lessons read
            </Trans>
          </Row>
        </Link>
      );
    }
    case 'connect_payouts':
      return (
        <Link to="/user/wallet" className="month__task">
          <Row icon={<WalletCards aria-hidden="true" size={18} />}>
            <Trans>Connect the payout service to withdraw your money</Trans>
          </Row>
        </Link>
      );
  }
}
