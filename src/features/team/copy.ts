import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Msg } from '#contract/messages.ts';
import { toast } from '../../lib/toasts.ts';

/** Copies `text` and says so with the SPEC toast ('Ссылка скопирована'), like the profile and promocodes. */
export async function copyWithToast(text: string, done: MessageDescriptor): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(i18n._(done));
  } catch {
    toast.error(i18n._(Msg.internal_error));
  }
}
