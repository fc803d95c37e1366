// @vitest-environment node
/**
 * The client's layout (architecture §4): staff code lives in its domain's features/<domain>/admin/ folder,
 * route files stay thin, and data access has one shape: query keys and query functions are written only
 * in api modules (key factories and queryOptions), never in components or hooks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT, sourceFiles } from '../helpers/import-graph.ts';

const src = sourceFiles('src').filter((file) => !file.startsWith('src/sw/'));
const isAdmin = (file: string) => /^src\/features\/[^/]+\/admin\//.test(file);
const isAdminRoute = (file: string) =>
  file === 'src/routes/_admin.tsx' || file.startsWith('src/routes/_admin/');
const isApiModule = (file: string) =>
  /\/api\/[^/]+\.ts$|-api\.ts$/.test(file) || file === 'src/lib/promocodes.ts';

/** Lines of a file that write a query key or query function by hand. */
function literalQueryParts(text: string): string[] {
  const patterns = [
    /queryKey:\s*[[`'"]/,
    /queryFn:/,
    /(?:set|get|remove|cancel|invalidate|refetch|reset)Quer(?:y|ies)Data\s*(?:<[^>]*>)?\(\s*[[`'"]/,
  ];
  return text.split('\n').filter((line) => patterns.some((pattern) => pattern.test(line)));
}

describe('client structure', () => {
  it('keeps staff pages in features/<domain>/admin/, never in shared folders or moderation leftovers', () => {
    const misplaced = src.filter(
      (file) =>
        (/\/admin-[^/]*page\.tsx$/.test(file) && !isAdmin(file)) ||
        /^src\/features\/[^/]+\/(components|hooks|api)\/.*admin/.test(file) ||
        /^src\/features\/moderation\/(?!admin\/)/.test(file),
    );
    expect(misplaced).toEqual([]);
  });

  it('imports admin folders only from admin routes and other admin code', () => {
    const offenders = src.flatMap((file) =>
      isAdmin(file) || isAdminRoute(file)
        ? []
        : importsOf(file, { dynamic: true })
            .filter(isAdmin)
            .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets admin routes reach features only through their admin folders', () => {
    const offenders = src.filter(isAdminRoute).flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            spec.startsWith('src/features/') && !isAdmin(spec) && !spec.startsWith('src/features/auth/'),
        )
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps route files thin: no API calls of their own', () => {
    const offenders = src
      .filter((file) => file.startsWith('src/routes/'))
      .filter((file) => importsOf(file).some((spec) => spec === 'src/lib/api-client.ts' || spec === 'ky'));
    expect(offenders).toEqual([]);
  });

  it('finds a hand-written query key (the check itself)', () => {
    expect(literalQueryParts("useQuery({ queryKey: ['admin'], queryFn: load })")).toHaveLength(1);
    expect(literalQueryParts("queryClient.setQueryData<X[]>(['codes', id], next)")).toHaveLength(1);
    expect(literalQueryParts('queryClient.invalidateQueries({ queryKey: walletKeys.all })')).toEqual([]);
  });

  it('writes query keys and query functions only in api modules', () => {
    const offenders = src
      .filter((file) => !isApiModule(file))
      .flatMap((file) =>
        literalQueryParts(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
