/**
 * Reading the school keeps nothing on the device: the course queries only read (network first, the
 * device's copy when offline). Keeping an opened course and resuming kept ones are the pages' explicit
 * steps (hooks/use-device-state.ts), so a prefetch, a refetch or a cache read never writes to IndexedDB.
 */
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { course } from './courses-fixtures.ts';

const saving = vi.hoisted(() => ({ keepOpenedCourse: vi.fn(), resumeKeptCourses: vi.fn() }));
vi.mock('../../src/features/courses/offline/save-course.ts', async (original) => ({
  ...(await original<object>()),
  keepOpenedCourse: saving.keepOpenedCourse.mockResolvedValue(undefined),
  resumeKeptCourses: saving.resumeKeptCourses.mockResolvedValue(undefined),
}));
vi.mock('../../src/features/courses/api/courses-api.ts', async (original) => ({
  ...(await original<object>()),
  getCourse: async () => course(),
  getCourses: async () => [],
}));

const { courseQuery, coursesQuery } = await import('../../src/features/courses/api/course-queries.ts');

afterEach(() => vi.clearAllMocks());

describe('course queries', () => {
  it('read a course online without keeping it, and say what to keep', async () => {
    const read = await new QueryClient().fetchQuery(courseQuery(course().id));
    expect(read.fromDevice).toBe(false);
    expect(read.fresh).toEqual(course());
    expect(saving.keepOpenedCourse).not.toHaveBeenCalled();
  });

  it('read the list online without resuming downloads', async () => {
    await new QueryClient().fetchQuery(coursesQuery());
    expect(saving.resumeKeptCourses).not.toHaveBeenCalled();
  });
});
