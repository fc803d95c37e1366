/** Staff editing of the school (whole-document saves, kept lesson ids, media checks) and the onboarding link. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { LessonProgress } from '../../api/modules/courses/course.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let admin: string;
let ambassador: string;
let newbie: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, ambassador, newbie] = (await Promise.all(
    ['admin', 'ambassador', 'newbie'].map(async (n) => (await signIn(t.app, `${n}@demo.local`)).token),
  )) as [string, string, string];
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload: payload as object });
const lesson = (title: string, blocks: unknown[] = [{ type: 'text', text: `About ${title}` }]) => ({
  id: crypto.randomUUID(),
  title,
  blocks,
});
const body = (over: Record<string, unknown> = {}) => ({
  market: 'ru',
  title: 'Stories that sell',
  description: 'How to film',
  published: true,
  onboarding: false,
  cover_media_id: null,
  lessons: [lesson('One'), lesson('Two')],
  ...over,
});

describe('admin courses', () => {
  it('is staff only', async () => {
    expect((await call(ambassador, 'GET', 'admin/courses')).statusCode).toBe(403);
    expect((await call(ambassador, 'POST', 'admin/courses', body())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/courses' })).statusCode).toBe(401);
  });

  it('creates, edits keeping lesson ids and progress, audits, and deletes', async () => {
    const created = await call(admin, 'POST', 'admin/courses', body());
    expect(created.statusCode).toBe(201);
    const course = created.json();
    const [one, two] = course.lessons;
    const progress = `courses/${course.id}/lessons/${one.id}/progress`;
    expect(
      (await call(ambassador, 'PUT', progress, { completed: true, completed_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(204);
    // Reorder, rename, drop lesson two, add three.
    const three = lesson('Three');
    const edited = await call(
      admin,
      'PUT',
      `admin/courses/${course.id}`,
      body({
        title: 'Stories that sell, 2nd edition',
        lessons: [three, { ...one, title: 'One, revised' }],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().lessons.map((l: { id: string }) => l.id)).toEqual([three.id, one.id]);
    const reader = (await call(ambassador, 'GET', `courses/${course.id}`)).json();
    expect(reader.lessons.map((l: { title: string; completed: boolean }) => [l.title, l.completed])).toEqual([
      ['Three', false],
      ['One, revised', true],
    ]);
    expect(new Date(reader.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(course.updated_at).getTime(),
    );
    expect((await call(admin, 'GET', `admin/courses/${course.id}`)).json().lessons).toHaveLength(2);
    expect(two.id).not.toBe(three.id);
    const audits = await t.app.orm.em.fork().find(AuditEntry, { targetId: course.id });
    expect(audits.map((a) => a.action).sort()).toEqual(['course.create', 'course.update']);
    expect((await call(admin, 'DELETE', `admin/courses/${course.id}`)).statusCode).toBe(204);
    expect((await call(ambassador, 'GET', `courses/${course.id}`)).statusCode).toBe(404);
    expect(await t.app.orm.em.fork().count(LessonProgress, { lesson: one.id })).toBe(0);
    expect((await call(admin, 'DELETE', `admin/courses/${course.id}`)).statusCode).toBe(404);
  });

  it('refuses blocks naming media of no course, another course, or of the wrong kind', async () => {
    await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
    const all = (await call(admin, 'GET', 'admin/courses')).json();
    const school = all.find((c: { onboarding: boolean }) => c.onboarding);
    const other = all.find((c: { id: string; onboarding: boolean }) => !c.onboarding && c.id !== undefined);
    const image = school.media.find((m: { kind: string }) => m.kind === 'image');
    const video = school.media.find((m: { kind: string }) => m.kind === 'video');
    const cases = [
      [{ type: 'image', media_id: crypto.randomUUID(), alt: '' }],
      [{ type: 'image', media_id: other.media[0].id, alt: '' }],
      [{ type: 'image', media_id: video.id, alt: '' }],
    ];
    for (const blocks of cases) {
      const res = await call(
        admin,
        'PUT',
        `admin/courses/${school.id}`,
        body({ lessons: [lesson('X', blocks)] }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['lessons.0.blocks.0.media_id']).toBeDefined();
    }
    const ok = await call(admin, 'PUT', `admin/courses/${school.id}`, {
      ...body({ onboarding: true, cover_media_id: image.id }),
      lessons: school.lessons,
    });
    expect(ok.statusCode).toBe(200);
    const fresh = await call(admin, 'POST', 'admin/courses', body({ lessons: [lesson('Y', cases[0])] }));
    expect(fresh.statusCode).toBe(422);
    const taken = await call(
      admin,
      'POST',
      'admin/courses',
      body({ lessons: [school.lessons[0]].map((l: object) => ({ ...l, blocks: [] })) }),
    );
    expect(taken.statusCode).toBe(409);
  });

  it('rejects bad input with 4xx and writes nothing', async () => {
    const before = (await call(admin, 'GET', 'admin/courses')).json().length;
    for (const bad of [
      body({ title: '' }),
      body({ title: 'a\u0000b' }),
      body({ lessons: 'x' }),
      { title: 'x' },
    ])
      expect((await call(admin, 'POST', 'admin/courses', bad)).statusCode).toBe(422);
    expect((await call(admin, 'PUT', 'admin/courses/nope', body())).statusCode).toBe(422);
    expect((await call(admin, 'PUT', `admin/courses/${crypto.randomUUID()}`, body())).statusCode).toBe(404);
    expect((await call(admin, 'GET', 'admin/courses')).json().length).toBe(before);
  });
});

describe('onboarding course', () => {
  it('completes the course step when every lesson of the onboarding course is done', async () => {
    const em = t.app.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'newbie@demo.local' });
    // Newbie is at the course step.
    user.onboardingSteps = ONBOARDING_STEPS.slice(0, -1).join(',');
    await em.flush();
    const school = (await call(newbie, 'GET', 'courses'))
      .json()
      .find((c: { onboarding: boolean }) => c.onboarding);
    const full = (await call(newbie, 'GET', `courses/${school.id}`)).json();
    expect((await call(newbie, 'POST', 'onboarding/steps/course', { confirmed: true })).statusCode).toBe(409);
    for (const [i, l] of full.lessons.entries()) {
      const state = (await call(newbie, 'GET', 'onboarding')).json();
      expect(state.onboarding_completed, `before lesson ${i}`).toBe(false);
      const res = await call(newbie, 'PUT', `courses/${school.id}/lessons/${l.id}/progress`, {
        completed: true,
        completed_at: new Date().toISOString(),
      });
      expect(res.statusCode).toBe(204);
    }
    const state = (await call(newbie, 'GET', 'onboarding')).json();
    expect(state.completed_steps).toContain('course');
    expect(state.onboarding_completed).toBe(true);
  });
});
