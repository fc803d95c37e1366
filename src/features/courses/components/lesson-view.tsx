import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Course, Lesson } from '#contract/courses.ts';
import { Button } from '../../../components/button.tsx';
import { MediaBlock } from './media-block.tsx';

interface Props {
  course: Course;
  lesson: Lesson;
  previous: string | undefined;
  next: string | undefined;
  onDone: () => void;
}

/** One lesson: its text, images and videos, "Mark as done", and the way to the lessons around it. */
export function LessonView({ course, lesson, previous, next, onDone }: Props) {
  const { t } = useLingui();
  return (
    <article className="card lesson" data-testid="lesson" data-lesson-id={lesson.id}>
      <h2 className="lesson__title">{lesson.title}</h2>
      {lesson.blocks.map((block, i) => {
        const key = `${lesson.id}-${i}`;
        if (block.type === 'text') {
          return (
            <p key={key} className="lesson__text">
              {block.text}
            </p>
          );
        }
        const medium = course.media.find((m) => m.id === block.media_id);
        return (
          <MediaBlock
            key={key}
            courseId={course.id}
            medium={medium}
            kind={block.type}
            label={block.type === 'image' ? block.alt : block.caption}
          />
        );
      })}
      <div className="lesson__done">
        {lesson.completed ? (
          <span className="chip chip--sync-synced" data-testid="lesson-done">
            {t`Lesson done`}
          </span>
        ) : (
          <Button data-testid="mark-done" onClick={onDone}>
            <Trans>Mark as done</Trans>
          </Button>
        )}
      </div>
      <div className="lesson__nav">
        {previous ? (
          <Link
            to="/user/course"
            search={{ id: course.id, lesson: previous }}
            className="btn btn--light-gray btn--small"
          >
            {t`← Previous lesson`}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to="/user/course"
            search={{ id: course.id, lesson: next }}
            className="btn btn--green btn--small"
            data-testid="next-lesson"
          >
            {t`Next lesson →`}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
