import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Course } from '#contract/courses.ts';

/** The course's lessons in order, with what is done; the open one is marked. */
export function LessonList({ course, current }: { course: Course; current: string | undefined }) {
  const { t } = useLingui();
  return (
    <nav className="lesson-list" aria-label={t`Lessons`}>
      <ol>
        {course.lessons.map((lesson, i) => (
          <li key={lesson.id} className={lesson.completed ? 'lesson-list__item--done' : undefined}>
            <Link
              to="/user/course"
              search={{ id: course.id, lesson: lesson.id }}
              aria-current={lesson.id === current ? 'page' : undefined}
              className="lesson-list__link"
            >
              <span className="lesson-list__mark" aria-hidden="true">
                {lesson.completed ? '✓' : i + 1}
              </span>
              <span>{lesson.title}</span>
              {lesson.completed ? <span className="visually-hidden">{t`(done)`}</span> : null}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
