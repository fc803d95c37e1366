/**
 * A prerendered page (the sign-in form, decision 071) can be typed into, or filled by a password manager,
 * before the app runs. The app's first commit replaces that markup, so what was typed is carried over by
 * field name, with the focus. The app renders in time slices (decision 095), so the visitor can type until
 * the very commit: the prerendered fields are read when the app has committed (removed from the page, they
 * keep their values), and the focus is followed until then.
 */
export function keepTypedValues(root: HTMLElement): () => void {
  const fields = [...root.querySelectorAll<HTMLInputElement>('input[name]')];
  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && fields.includes(target) ? target.name : null;
  let focused = nameOf(document.activeElement);
  const onFocusIn = (event: FocusEvent) => {
    focused = nameOf(event.target);
  };
  // Focus moving to another element (relatedTarget) is a real blur; a field removed by the commit has none.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) focused = null;
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    for (const { name, value } of fields) {
      if (value === '') continue;
      const input = field(name);
      if (!input || input.value) continue; // the app's field already has a value
      input.value = value;
      // The page's own handlers (e.g. the e-mail kept for password recovery) see it as typed.
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const active = document.activeElement;
    // Only when the commit took the focus away (it is on the body), never from where the visitor moved it.
    if (focused && (active === null || active === document.body)) field(focused)?.focus();
  };
}
