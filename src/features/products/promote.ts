/**
 * 'promote' (docs/decisions/060-products.md): the product's shop URL with the blogger's promocode, or their
 * referral link when they have no promocode; handed to the share sheet where the browser has one, otherwise
 * copied with the SPEC §8 toast.
 */
import { i18n } from '@lingui/core';
import { Msg } from '#contract/messages.ts';
import { promoteLink } from '#contract/products.ts';
import { handleError } from '../../lib/errors.ts';
import { toast } from '../../lib/toasts.ts';

/** The link to share for a product, or null when there is neither a promocode nor a referral link. */
export function linkFor(
  shopUrl: string,
  promocode: string | null,
  referralLink: string | null,
): string | null {
  if (promocode) return promoteLink(shopUrl, promocode);
  return referralLink;
}

export async function shareOrCopy(link: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url: link });
      return;
    } catch (error) {
      // The blogger closed the sheet: nothing to do. Any other failure falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    toast.success(i18n._(Msg.link_copied));
  } catch (error) {
    handleError(error);
  }
}
