/**
 * Onboarding (SPEC §1, §2, §5): steps in ONBOARDING_STEPS order, the `data` step needs the SPEC §3 required
 * fields, `telegram_bot` needs a linked chat, and the last step completes the onboarding.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  ONBOARDING_STEPS,
  type OnboardingState,
  type OnboardingStep,
  type TelegramLink,
} from '#contract/onboarding.ts';
import type { Config } from '../../config.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { missingLegalFields } from '../accounts/legal-fields.ts';
import { hashToken } from '../auth/tokens.ts';
import { onboardingCourseDone } from '../courses/courses.service.ts';
import { TelegramLinkCode } from './telegram.entity.ts';

export const TELEGRAM_CODE_TTL_MS = 30 * 60 * 1000;

export function completedSteps(user: Pick<User, 'onboardingSteps'>): OnboardingStep[] {
  const done = new Set(user.onboardingSteps.split(','));
  return ONBOARDING_STEPS.filter((s) => done.has(s));
}

/** The chat id the sandbox bot links: it is not a Telegram chat, and staff can tell. */
export const SANDBOX_CHAT = 'sandbox';

/** Without a webhook secret Telegram cannot reach us, so the built-in sandbox bot stands in (the demo). */
export const telegramSandbox = (config: Pick<Config, 'telegram'>): boolean => !config.telegram.webhookSecret;

export function onboardingState(user: User, config: Pick<Config, 'telegram'>): OnboardingState {
  return {
    completed_steps: completedSteps(user),
    onboarding_completed: user.onboardingCompleted,
    telegram: {
      connected: user.telegramChatId != null,
      username: user.telegramUsername ?? null,
      sandbox: telegramSandbox(config),
    },
    notify_by: user.notifyBy ?? null,
    channel_url: config.telegram.channelUrl,
  };
}

/** Completing an already completed step is a no-op; skipping ahead is a 409. */
export async function completeStep(em: EntityManager, userId: string, step: OnboardingStep): Promise<User> {
  const user = await em.findOneOrFail(User, { id: userId });
  const done = completedSteps(user);
  if (done.includes(step)) return user;
  if (ONBOARDING_STEPS.indexOf(step) !== done.length) throw conflict('onboarding_step_order');
  if (step === 'data') {
    // The fields of the account's own market (docs/decisions/065-uae-market.md).
    const missing = missingLegalFields(user);
    if (missing.length) throw validationError(Object.fromEntries(missing.map((f) => [f, ['required']])));
  }
  if (step === 'telegram_bot' && !user.telegramChatId) throw conflict('telegram_not_linked');
  // With an onboarding course the step means its lessons are done; without one it is confirmed as read.
  if (step === 'course' && (await onboardingCourseDone(em, userId)) === false)
    throw conflict('onboarding_course_unfinished');
  const next = [...done, step].join(',');
  const last = step === ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1];
  // Conditional on the old value: two tabs completing steps at once cannot skip the order.
  const changed = await em.nativeUpdate(
    User,
    { id: userId, onboardingSteps: user.onboardingSteps },
    { onboardingSteps: next, ...(last ? { onboardingCompleted: true } : {}) },
  );
  if (changed !== 1) throw conflict();
  await em.refresh(user);
  return user;
}

/** After a lesson of the onboarding course: completes the 'course' step when it is the current one. */
export async function completeCourseStepIfDone(em: EntityManager, userId: string): Promise<void> {
  const user = await em.findOneOrFail(User, { id: userId });
  const done = completedSteps(user);
  if (ONBOARDING_STEPS[done.length] !== 'course') return;
  if (!(await onboardingCourseDone(em, userId))) return;
  try {
    await completeStep(em, userId, 'course');
  } catch (error) {
    // A concurrent completion won the race: the step is complete either way.
    if (!(error instanceof AppError && error.statusCode === 409)) throw error;
  }
}

export async function createTelegramLink(
  em: EntityManager,
  userId: string,
  config: Pick<Config, 'telegram'>,
): Promise<TelegramLink> {
  // Telegram allows [A-Za-z0-9_-] up to 64 characters in a start parameter.
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + TELEGRAM_CODE_TTL_MS);
  em.create(TelegramLinkCode, { user: userId, codeHash: hashToken(code), expiresAt });
  await em.flush();
  return {
    deep_link: `https://t.me/${config.telegram.botUsername}?start=${code}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** `/start <code>` from the bot: links the chat to the code's user and burns the code; null when invalid. */
export async function linkTelegram(
  em: EntityManager,
  code: string,
  chatId: number,
  username: string | null,
): Promise<User | null> {
  const row = await em.findOne(TelegramLinkCode, { codeHash: hashToken(code) }, { populate: ['user'] });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const claimed = await em.nativeUpdate(
    TelegramLinkCode,
    { id: row.id, usedAt: null },
    { usedAt: new Date() },
  );
  if (claimed !== 1) return null;
  const user = row.user;
  em.assign(user, {
    telegramChatId: String(chatId),
    telegramUsername: username?.slice(0, 64) ?? null,
    notifyBy: 'telegram',
  });
  await em.flush();
  return user;
}

/** The sandbox bot's confirmation: links the blogger to it (only while no real bot is configured). */
export async function connectSandboxBot(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOneOrFail(User, { id: userId });
  em.assign(user, { telegramChatId: SANDBOX_CHAT, telegramUsername: null, notifyBy: 'telegram' });
  await em.flush();
  return user;
}

/**
 * Going on without Telegram: the bot and channel steps are passed together, and notifications go by e-mail.
 * Only from the bot step (earlier steps first); once past it, a repeat changes nothing.
 */
export async function declineTelegram(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOneOrFail(User, { id: userId });
  const done = completedSteps(user);
  if (done.includes('telegram_bot')) return user;
  if (ONBOARDING_STEPS[done.length] !== 'telegram_bot') throw conflict('onboarding_step_order');
  const next = [...done, 'telegram_bot', 'telegram_channel'].join(',');
  // Conditional on the old value, like completeStep: a concurrent completion cannot be overwritten.
  const changed = await em.nativeUpdate(
    User,
    { id: userId, onboardingSteps: user.onboardingSteps },
    { onboardingSteps: next, notifyBy: 'email' },
  );
  if (changed !== 1) throw conflict();
  await em.refresh(user);
  return user;
}
