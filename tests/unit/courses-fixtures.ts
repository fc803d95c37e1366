import type { Course, CourseMedia } from '#contract/courses.ts';
import { AppDb } from '../../src/db/app-db.ts';
import type { MediaCache, MediaFetcher } from '../../src/features/courses/offline/media-cache.ts';

export const COURSE_ID = '0190a0b0-0000-7000-8000-000000000001';
export const LESSONS = ['0190a0b0-0000-7000-8000-0000000000a1', '0190a0b0-0000-7000-8000-0000000000a2'];

export const medium = (id: string, size: number, kind: CourseMedia['kind'] = 'image'): CourseMedia => ({
  id,
  kind,
  mime: kind === 'image' ? 'image/png' : 'video/mp4',
  size,
  url: `/api/v1/courses/${COURSE_ID}/media/${id}`,
});

export function course(media: CourseMedia[] = [medium('m1', 300), medium('m2', 5000, 'video')]): Course {
  return {
    id: COURSE_ID,
    market: 'ru',
    title: 'Ads that sell',
    description: '',
    onboarding: false,
    lesson_count: 2,
    completed_lessons: 0,
    media_bytes: media.reduce((s, m) => s + m.size, 0),
    cover_url: null,
    updated_at: '2026-11-23T00:00:00.000Z',
    lessons: LESSONS.map((id, i) => ({
      id,
      title: `Lesson ${i + 1}`,
      position: i,
      blocks: [],
      completed: false,
    })),
    media,
  };
}

export const freshDb = async () => {
  const db = new AppDb(`courses-${Math.random()}`);
  await db.open();
  return db;
};

/** Cache Storage in memory: stores the bytes of each put response, as a real cache reads its body. */
export function memoryCache() {
  const entries = new Map<string, { body: Uint8Array; headers: Headers; status: number }>();
  const cache: MediaCache = {
    match: async (key) => {
      const entry = entries.get(String(key));
      return entry
        ? new Response(entry.body.slice(), { status: entry.status, headers: entry.headers })
        : undefined;
    },
    put: async (key, response) => {
      const body = new Uint8Array(await response.arrayBuffer());
      entries.set(String(key), { body, headers: new Headers(response.headers), status: response.status });
    },
    delete: async (key) => entries.delete(String(key)),
  };
  return { cache, entries };
}

/** A server of media: each answer streams `size` bytes in chunks; `answers` overrides one medium's reply. */
export function mediaServer() {
  const requests: { id: string; headers: Record<string, string> }[] = [];
  const answers = new Map<string, () => Response>();
  const fetchMedium: MediaFetcher = async (_courseId, m, init) => {
    requests.push({ id: m.id, headers: init.headers });
    const special = answers.get(m.id);
    if (special) return special();
    const chunk = 1000;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < m.size; sent += chunk) {
          controller.enqueue(new Uint8Array(Math.min(chunk, m.size - sent)).fill(7));
        }
        controller.close();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { 'content-type': m.mime, 'content-length': String(m.size), 'set-cookie': 'x=1' },
    });
  };
  return { fetchMedium, requests, answers };
}
