import { readFileSync } from 'node:fs';

/** The app version from package.json (shown by /health and the OpenAPI document). */
export const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;
