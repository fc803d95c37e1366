/**
 * The course editor in the browser: staff create a course, add a lesson with an image uploaded by tus (with
 * its progress bar), see a validation message, publish it, and the blogger's course list shows it with the
 * image served. Phone and desktop screenshots in Russian and English go to SCREENSHOT_DIR when set.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Course, CourseSummary } from '#contract/courses.ts';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  signInUi,
  waitForToast,
} from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
const IMAGE = join(import.meta.dirname, '../../api/db/seed/media/lesson-photo.jpg');

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `courses-admin-${name}-${size}.png`), fullPage: true });
  }
}

describe('course editor', () => {
  it('creates a course with an uploaded image; the blogger list shows it', async () => {
    const page = app.page;
    const base = app.server.url;
    await signInUi(page, base, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${base}/admin/courses`);
    const rows = page.getByTestId('admin-course-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await shoot(page, 'list-ru');

    const create = page.getByTestId('course-create');
    await create.locator('button[type=submit]').click();
    await create.locator('.field__error').waitFor();
    await create.locator('input[name=title]').fill('Съёмка при дневном свете');
    await create.locator('button[type=submit]').click();
    const editor = page.getByTestId('course-editor');
    await editor.waitFor();
    await editor.locator('textarea[name=description]').fill('Как снимать у окна');
    await editor.getByTestId('add-lesson').click();
    // An untitled lesson is refused by the same schema as the API's, with the message under the field.
    await editor.locator('button[type=submit]').click();
    await editor.locator('input[name="lessons.0.title"][aria-invalid=true]').waitFor();
    await editor.locator('input[name="lessons.0.title"]').fill('Окно и отражатель');
    await editor.getByTestId('add-block-text').click();
    await editor.locator('textarea[name="lessons.0.blocks.0.text"]').fill('Встаньте лицом к окну.');
    await editor.getByTestId('add-block-image').click();
    await editor.getByTestId('course-upload-image').setInputFiles(IMAGE);
    const select = editor.locator('select[name="lessons.0.blocks.1.media_id"]');
    await expect.poll(() => select.inputValue(), { timeout: 20_000 }).not.toBe('');
    await editor.locator('input[name="lessons.0.blocks.1.alt"]').fill('Свет из окна');
    await editor.locator('input[name=published]').check();
    await shoot(page, 'editor-ru');
    await editor.locator('button[type=submit]').click();
    await waitForToast(page, 'Курс сохранён');
    await page.getByTestId('admin-courses').waitFor();

    const token = await apiSignIn(base, 'ambassador@demo.local', DEMO_PASSWORD);
    const list = await apiCall<CourseSummary[]>(base, 'courses', { token });
    const made = list.body.find((c) => c.title === 'Съёмка при дневном свете');
    expect(made?.lesson_count).toBe(1);
    expect(made?.media_bytes).toBeGreaterThan(1000);
    const full = await apiCall<Course>(base, `courses/${made?.id}`, { token });
    const block = full.body.lessons[0]?.blocks[1];
    const medium = full.body.media.find((m) => block?.type === 'image' && m.id === block.media_id);
    expect(medium?.mime).toBe('image/jpeg');
    const bytes = await fetch(`${base}${medium?.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/jpeg');
  });

  it('shows the editor in English', async () => {
    const page = app.page;
    await signInUi(page, app.server.enUrl, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.enUrl}/admin/courses`);
    await page.getByTestId('admin-course-row').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Courses');
    await shoot(page, 'list-en');
    await page.getByTestId('admin-course-row').first().getByRole('button').click();
    await page.getByTestId('course-editor').waitFor();
    expect(await page.getByTestId('course-lesson').count()).toBe(4);
    await shoot(page, 'editor-en');
  });
});
