/**
 * MikroORM for the app: connects, applies pending migrations, and gives each API request its own
 * EntityManager fork through RequestContext (routes pass `request.em`, that fork, to their services).
 * The options (driver, entities, migrations) come from api/db through app.ts: a plugin imports no module.
 */
import { type EntityManager, MikroORM, type Options, RequestContext } from '@mikro-orm/core';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
  interface FastifyRequest {
    /** This request's EntityManager fork. */
    readonly em: EntityManager;
  }
}

export async function initOrm(
  options: Partial<Options>,
  log?: (applied: string[]) => void,
): Promise<MikroORM> {
  const orm = await MikroORM.init(options);
  try {
    const applied = await orm.migrator.up();
    if (applied.length) log?.(applied.map((m) => m.name));
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}

export default fp(
  async (app, opts: { options: Partial<Options>; shared?: MikroORM }) => {
    // A shared ORM belongs to another app in this process (tests of two instances on one SQLite file).
    const orm =
      opts.shared ??
      (await initOrm(opts.options, (names) => app.log.info({ migrations: names }, 'migrations applied')));
    app.decorate('orm', orm);
    app.decorateRequest('em', {
      getter() {
        const em = RequestContext.getEntityManager();
        if (!em) throw new Error('No request context: the EntityManager is only available for /api requests');
        return em;
      },
    });
    // Static files and the SPA shell never touch the database: no fork for them.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/')) RequestContext.create(orm.em, done);
      else done();
    });
    app.addHook('onClose', async () => {
      if (!opts.shared) await orm.close();
    });
  },
  { name: 'orm' },
);
