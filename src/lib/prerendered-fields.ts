/**
 * A prerendered page (the sign-in form, decision 071) can be typed into, or filled by a password manager,
 * before the app runs. The app's first commit replaces that markup, so what was typed is carried over by
 * field name, with the focus.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const typed = [...root.querySelectorAll<HTMLInputElement>('input[name]')]
    .filter((field) => field.value !== '')
    .map((field) => ({ name: field.name, value: field.value }));
  const active = document.activeElement;
  const focused = active instanceof HTMLInputElement && root.contains(active) ? active.name : null;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  return () => {
    for (const { name, value } of typed) {
      const input = field(name);
      if (input?.value !== '') continue;
      input.value = value;
      // The page's own handlers (e.g. the e-mail kept for password recovery) see it as typed.
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) field(focused)?.focus();
  };
}
