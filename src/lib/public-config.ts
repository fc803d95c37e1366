import * as v from 'valibot';
import { ApiPath } from '../../contract/api-paths.ts';
import { PublicConfig } from '../../contract/app-config.ts';
import { api } from './api-client.ts';

const KEY = 'public-config';
const DEFAULTS: PublicConfig = { en_domains: [], by_domains: [], support_app_id: null, analytics_id: null };

async function fetchConfig(timeout: number): Promise<PublicConfig> {
  const config = v.parse(PublicConfig, await api.get(ApiPath.config, { timeout, retry: 0 }).json());
  localStorage.setItem(KEY, JSON.stringify(config));
  return config;
}

/**
 * Runtime configuration (locale domains, script ids). A cached copy starts the app at once, even
 * offline, and is refreshed in the background; only the very first visit waits for the server.
 */
export async function loadPublicConfig(): Promise<PublicConfig> {
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
