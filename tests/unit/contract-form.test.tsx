/**
 * The one form hook (useContractForm), driven through the profile's password form as a new user would:
 * a field's message clears once that field is edited, and 'Fill in all required fields' sits under the
 * form only while a required field is empty; otherwise the form shows the server's own reason.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../helpers/catalogs.ts';

const messages = allMessages('en');

const changePassword = vi.fn();
vi.mock('../../src/features/profile/api/profile-api.ts', () => ({
  changePassword: (body: unknown) => changePassword(body),
  hideProfile: vi.fn(),
}));
const { PasswordForm } = await import('../../src/features/profile/components/account-actions.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STRONG = 'Str0ng!pass';
const REQUIRED_ALL = 'Fill in all required fields';
let root: Root | null = null;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));
beforeEach(() => {
  changePassword.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(): HTMLFormElement {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider i18n={i18n}>
        <PasswordForm />
      </I18nProvider>,
    ),
  );
  return container.querySelector('form')!;
}

const input = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`) as HTMLInputElement;
const errorOf = (form: HTMLFormElement, name: string) =>
  input(form, name).closest('label')?.querySelector('.field__error')?.textContent;
const formMessage = (form: HTMLFormElement) => form.querySelector('[role="alert"]')?.textContent ?? '';

/** Types into a field the way React sees it (its value tracker and a bubbling input event). */
function type(form: HTMLFormElement, name: string, value: string) {
  const element = input(form, name);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(form: HTMLFormElement) {
  await act(async () => form.requestSubmit());
}

describe('useContractForm', () => {
  it("clears a field's message as soon as that field changes, and the summary with the last empty field", async () => {
    const form = render();
    await submit(form);
    expect(errorOf(form, 'current_password')).toBe('Required field');
    expect(errorOf(form, 'password')).toBe('Required field');
    expect(formMessage(form)).toBe(REQUIRED_ALL);

    type(form, 'current_password', 'old-secret');
    expect(errorOf(form, 'current_password')).toBeUndefined();
    expect(errorOf(form, 'password')).toBe('Required field');
    expect(formMessage(form)).toBe(REQUIRED_ALL);

    type(form, 'password', STRONG);
    expect(errorOf(form, 'password')).toBeUndefined();
    expect(formMessage(form)).toBe('');
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("says 'Fill in all required fields' only when a required field is empty", async () => {
    const form = render();
    type(form, 'current_password', 'old-secret');
    type(form, 'password', 'weak');
    await submit(form);
    expect(errorOf(form, 'password')).toMatch(/^Password must be at least 8 characters/);
    expect(formMessage(form)).not.toContain(REQUIRED_ALL);
  });

  it("shows the server's reason for a wrong current password, not 'Fill in all required fields'", async () => {
    // What the API answers (api/lib/valibot.ts validationError): its summary plus the field's reason.
    changePassword.mockRejectedValue({
      name: 'HTTPError',
      data: { message: REQUIRED_ALL, code: 'validation', errors: { current_password: ['Wrong password'] } },
    });
    const form = render();
    type(form, 'current_password', 'not-my-password');
    type(form, 'password', STRONG);
    await submit(form);
    expect(changePassword).toHaveBeenCalledWith({ current_password: 'not-my-password', password: STRONG });
    expect(errorOf(form, 'current_password')).toBe('Wrong password');
    expect(formMessage(form)).toBe('Wrong password');

    type(form, 'current_password', 'my-password');
    expect(errorOf(form, 'current_password')).toBeUndefined();
    expect(formMessage(form)).toBe('');
  });
});
