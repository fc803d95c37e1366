import type { Plugin } from 'vite';

const DESCRIPTOR =
  /(\/\*i18n\*\/\s*\{\s*id:\s*'[^']+'),\s*message:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?\s*\}/g;

/**
 * The client build keeps only the ids of `contract/messages.ts`'s descriptors (decision 085). Lingui's
 * macro drops a descriptor's source text in production builds for the same reason: every text, the English
 * one included, is in the catalogs the page loads. That file is plain TypeScript the server also runs, so no
 * macro applies to it; this does the same for the browser. A descriptor it cannot read fails the build.
 */
export function dropMessageSources(): Plugin {
  return {
    name: 'drop-message-sources',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/contract/messages.ts')) return;
      const stripped = code.replace(DESCRIPTOR, '$1 }');
      if (/\bmessage:/.test(stripped))
        throw new Error('contract/messages.ts: a descriptor this build cannot strip');
      return { code: stripped, map: null };
    },
  };
}
