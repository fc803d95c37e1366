import type { PublicConfig } from '#contract/app-config.ts';
import type { Config } from '../../config.ts';

/** The public runtime config: served at GET config and inlined into every HTML page (decision 054). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    en_domains: config.enDomains,
    by_domains: config.byDomains,
    ru_domains: [new URL(config.publicUrl).hostname.toLowerCase()],
    support_app_id: config.supportAppId,
    analytics_id: config.analyticsId,
    brand: config.brand,
  };
}

/** JSON for a `<script type="application/json">`: `<` escaped so no `</script>` can close it early. */
export const inlineJson = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
