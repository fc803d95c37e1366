/** Onboarding steps through the browser, shared by the journeys that go through it. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Ticks a reading step's confirmation and continues to the next step. */
export async function confirmReadingStep(page: Page, step: string): Promise<void> {
  const form = page.getByTestId(`onboarding-step-${step}`);
  await form.locator('input[name=confirmed]').check();
  await form.locator('button[type=submit]').click();
  await form.waitFor({ state: 'detached' });
}

/** The 'course' step opens the demo onboarding course; its last lesson done completes onboarding. */
export async function finishOnboardingCourse(page: Page, step: Locator, progress: string): Promise<void> {
  expect(await step.getByTestId('onboarding-course-progress').textContent()).toBe(progress);
  await step.getByTestId('open-onboarding-course').click();
  await page.getByTestId('onboarding-note').waitFor();
  for (;;) {
    const lesson = page.getByTestId('lesson');
    const id = await lesson.getAttribute('data-lesson-id');
    await lesson.getByTestId('mark-done').click();
    await lesson.getByTestId('lesson-done').waitFor();
    const next = lesson.getByTestId('next-lesson');
    if ((await next.count()) === 0) break;
    await next.click();
    await page.locator(`[data-testid=lesson]:not([data-lesson-id="${id}"])`).waitFor();
  }
  // The server completed the step with the last lesson; the page read the session again.
  const done = page.getByTestId('onboarding-done');
  await done.waitFor({ timeout: 20_000 });
  await done.getByRole('link').click();
}
