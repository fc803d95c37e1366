import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { PublicConfig } from '#contract/app-config.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '#contract/landing-html.ts';
import { api } from './api-client.ts';
import { readInlineJson } from './inline-json.ts';

const KEY = 'public-config';
const DEFAULTS: PublicConfig = { en_domains: [], by_domains: [], support_app_id: null, analytics_id: null };

async function fetchConfig(timeout: number): Promise<PublicConfig> {
  const config = v.parse(PublicConfig, await api.get(ApiPath.config, { timeout, retry: 0 }).json());
  localStorage.setItem(KEY, JSON.stringify(config));
  return config;
}

/**
 * Runtime configuration (locale domains, script ids). The copy the server inlined into the page comes
 * first; else a cached copy starts the app at once, even offline, and is refreshed in the background;
 * only a first visit through the cached shell waits for the server.
 */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const inlined = v.safeParse(PublicConfig, readInlineJson(PUBLIC_CONFIG_ELEMENT_ID));
  if (inlined.success) {
    localStorage.setItem(KEY, JSON.stringify(inlined.output));
    return inlined.output;
  }
  const cached = v.safeParse(PublicConfig, JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  if (cached.success) {
    fetchConfig(5_000).catch(() => {});
    return cached.output;
  }
  try {
    return await fetchConfig(3_000);
  } catch {
    return DEFAULTS;
  }
}
