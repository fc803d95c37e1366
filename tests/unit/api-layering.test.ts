// @vitest-environment node
/**
 * The import direction of api/ (docs/decisions/030-api-layering.md), read from the source files: every
 * import (type-only and dynamic ones included) must point down the layers, and no chain of imports inside
 * api/ may come back to where it started.
 */
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, sourceFiles } from '../helpers/import-graph.ts';

/**
 * Modules by tier, top first. A module imports only modules of LOWER tiers (never one of its own tier).
 * architecture §6a: registration → auth → accounts; money (income → sales, wallet → commissions → ledger) → placements/accounts;
 * team/ranks → money.
 * A new module folder must be placed here before the test passes.
 */
const MODULE_TIERS: readonly (readonly string[])[] = [
  ['landing'],
  ['system', 'moderation', 'onboarding', 'profile', 'recovery', 'registration', 'team', 'program'],
  ['ranks'],
  ['income'],
  ['sales', 'wallet'],
  ['fraud', 'tax'],
  ['commissions'],
  ['ledger'],
  ['auth', 'uploads'],
  ['placements', 'mail', 'courses'],
  ['orders', 'promocodes', 'products'],
  ['audit'],
  ['accounts'],
];

type Layer = 'entry' | 'db' | 'jobs' | 'plugins' | 'modules' | 'config' | 'lib' | 'contract' | 'outside';

/** Which layers each layer may import (besides itself; modules get the tier rule on top). */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  entry: ['entry', 'db', 'jobs', 'plugins', 'modules', 'config', 'lib', 'contract'],
  db: ['db', 'modules', 'config', 'lib', 'contract'],
  jobs: ['jobs', 'modules', 'config', 'lib', 'contract'],
  plugins: ['plugins', 'config', 'lib', 'contract'],
  modules: ['modules', 'config', 'lib', 'contract'],
  config: ['config', 'lib', 'contract'],
  lib: ['lib', 'contract'],
  contract: ['contract'],
  outside: [],
};

function layerOf(file: string): { layer: Layer; module?: string } {
  if (['api/server.ts', 'api/main.ts', 'api/app.ts'].includes(file)) return { layer: 'entry' };
  if (file === 'api/config.ts' || file.startsWith('api/config/')) return { layer: 'config' };
  if (file.startsWith('contract/')) return { layer: 'contract' };
  const [top, folder, name] = file.split('/');
  if (top !== 'api') return { layer: 'outside' };
  if (folder === 'modules' && name) return { layer: 'modules', module: name };
  if (folder === 'db' || folder === 'jobs' || folder === 'plugins' || folder === 'lib')
    return { layer: folder };
  return { layer: 'outside' };
}

/**
 * Staff routes live with their domain (products/products-admin.routes.ts, wallet/payout-admin.routes.ts, …);
 * moderation keeps only the account review (applicants) and the placement review.
 */
const MODERATION_FILES =
  /^api\/modules\/moderation\/(moderation|placement-moderation)\.(routes|service)\.ts$/;

/** Audit lines are written through api/modules/audit/audited.ts only (the entity is also registered and seeded). */
const AUDIT_ENTITY = 'api/modules/audit/audit.entity.ts';
const mayImportAuditEntity = (file: string) =>
  file.startsWith('api/modules/audit/') || file === 'api/db/entities.ts' || file.startsWith('api/db/seed/');

const tierOf = (module: string) => MODULE_TIERS.findIndex((tier) => tier.includes(module));

/** Why `from` may not import `to`, or null when the import points down. Paths are repository-relative. */
function violation(from: string, to: string): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!MAY_IMPORT[a.layer].includes(b.layer)) return `${a.layer} may not import ${b.layer}`;
  if (a.layer === 'modules' && b.layer === 'modules' && a.module !== b.module) {
    const [ta, tb] = [tierOf(a.module ?? ''), tierOf(b.module ?? '')];
    if (ta < 0 || tb < 0) return 'module missing from MODULE_TIERS';
    if (tb <= ta) return `module ${a.module} may not import module ${b.module} (not a lower tier)`;
  }
  return null;
}

/** The same graph between folders (a module, lib, plugins, …), where a cycle spans several files. */
function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folder = (file: string) => {
    const { layer, module } = layerOf(file);
    return module ? `modules/${module}` : layer;
  };
  const folders = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    const edges = new Set([...(folders.get(folder(from)) ?? []), ...targets.map(folder)]);
    edges.delete(folder(from));
    folders.set(folder(from), [...edges]);
  }
  return folders;
}

/** file → the repository files it imports, dynamic and type-only imports included (packages are not layers). */
const apiGraph = new Map(
  [...sourceFiles('api'), ...sourceFiles('contract')].map((file) => [
    file,
    [...new Set(importsOf(file, { dynamic: true, packages: false }))],
  ]),
);

describe('api/ layering', () => {
  it('reads a real import graph', () => {
    const edges = [...apiGraph.values()].flat();
    expect(apiGraph.size).toBeGreaterThan(50);
    expect(edges).toContain('api/lib/app-error.ts');
    expect(edges).toContain('contract/errors.ts');
  });

  it('knows every module folder', () => {
    const modules = new Set([...apiGraph.keys()].map((f) => layerOf(f).module).filter(Boolean));
    expect([...modules].filter((m) => tierOf(m as string) < 0)).toEqual([]);
  });

  it('flags imports that point up or sideways', () => {
    expect(violation('api/lib/links.ts', 'api/config.ts')).toBe('lib may not import config');
    expect(violation('api/plugins/auth.ts', 'api/modules/auth/tokens.ts')).toBe(
      'plugins may not import modules',
    );
    expect(violation('api/modules/accounts/x.ts', 'api/modules/auth/y.ts')).toMatch(/not a lower tier/);
    expect(violation('api/modules/placements/x.ts', 'api/modules/uploads/y.ts')).toMatch(/not a lower tier/);
    expect(violation('api/modules/registration/x.ts', 'api/modules/auth/y.ts')).toBeNull();
    expect(violation('contract/errors.ts', 'api/lib/app-error.ts')).toBe('contract may not import lib');
  });

  it('has every import pointing down', () => {
    const bad = [...apiGraph].flatMap(([from, targets]) =>
      targets.flatMap((to) => {
        const why = violation(from, to);
        return why ? [`${from} → ${to}: ${why}`] : [];
      }),
    );
    expect(bad).toEqual([]);
  });

  it('keeps only the account and placement review in moderation', () => {
    const files = [...apiGraph.keys()].filter((f) => f.startsWith('api/modules/moderation/'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !MODERATION_FILES.test(f))).toEqual([]);
    expect(MODERATION_FILES.test('api/modules/moderation/product-admin.routes.ts')).toBe(false);
  });

  it('writes audit lines through the one audit helper', () => {
    const importers = [...apiGraph].filter(([, targets]) => targets.includes(AUDIT_ENTITY)).map(([f]) => f);
    expect(importers).toContain('api/modules/audit/audited.ts');
    expect(importers.filter((f) => !mayImportAuditEntity(f))).toEqual([]);
  });

  it('has no import cycles, between files nor between folders', () => {
    expect(findCycles(apiGraph)).toEqual([]);
    expect(findCycles(folderGraph(apiGraph))).toEqual([]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
  });
});
