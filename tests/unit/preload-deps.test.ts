import { describe, expect, it } from 'vitest';
import { preloadDeps } from '../../scripts/preload-deps.ts';
import { yieldToMain } from '../../src/lib/idle.ts';

/** Runs the plugin's generateBundle the way Vite does, before its own rewrite of the dynamic imports. */
function withBundle(bundle: Record<string, { type: string; imports?: string[] }>) {
  const preload = preloadDeps();
  const hook = preload.plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);
  return preload.resolveDependencies;
}

describe('dynamic import preloads', () => {
  const bundle = {
    'assets/index.js': { type: 'chunk', imports: ['assets/react.js', 'assets/router.js'] },
    'assets/router.js': { type: 'chunk', imports: ['assets/react.js'] },
    'assets/react.js': { type: 'chunk', imports: [] },
    'assets/login.js': { type: 'chunk', imports: ['assets/react.js', 'assets/form.js'] },
    'assets/form.js': { type: 'chunk', imports: ['assets/router.js'] },
    'assets/styles.css': { type: 'asset' },
  };

  it('leave out what the importing chunk already loaded, directly or through its imports', () => {
    const resolve = withBundle(bundle);
    const deps = ['assets/login.js', 'assets/react.js', 'assets/form.js', 'assets/router.js'];
    expect(resolve('assets/login.js', deps, { hostId: 'assets/index.js' })).toEqual([
      'assets/login.js',
      'assets/form.js',
    ]);
  });

  it('keep every chunk a lighter importer has not loaded', () => {
    const resolve = withBundle(bundle);
    const deps = ['assets/login.js', 'assets/react.js', 'assets/form.js', 'assets/router.js'];
    expect(resolve('assets/login.js', deps, { hostId: 'assets/react.js' })).toEqual([
      'assets/login.js',
      'assets/form.js',
      'assets/router.js',
    ]);
  });
});

describe('yieldToMain', () => {
  it('resumes in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after yield');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['queued task', 'after yield']);
  });
});
