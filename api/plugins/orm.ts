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

/** RequestContext's map of forks by EntityManager name, forking the app's EntityManager when first asked. */
class LazyForks extends Map<string, EntityManager> {
  readonly #root: EntityManager;
  constructor(root: EntityManager) {
    super();
    this.#root = root;
  }
  #forking = false;
  override get(name: string): EntityManager | undefined {
    let em = super.get(name);
    // While forking, the new EntityManager resolves its context too: it must see none, as outside a request.
    if (!em && name === this.#root.name && !this.#forking) {
      this.#forking = true;
      try {
        em = this.#root.fork({ useContext: true });
      } finally {
        this.#forking = false;
      }
      this.set(name, em);
    }
    return em;
  }
}

/**
 * RequestContext's own AsyncLocalStorage (private in its types; `RequestContext.create` would fork at once).
 * Every other reader (`RequestContext.getEntityManager`, the global EntityManager) goes through it too.
 */
const contexts = (
  RequestContext as unknown as { storage: { run<R>(context: RequestContext, next: () => R): R } }
).storage;

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
    // Static files and the SPA shell never touch the database: no context for them. An API request's
    // context forks the EntityManager on first use only: a route that never asks for it (the session
    // check reads through the connection, auth/session-lookup.ts) skips the fork and its identity map.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.url.startsWith('/api/')) contexts.run(new RequestContext(new LazyForks(orm.em)), done);
      else done();
    });
    app.addHook('onClose', async () => {
      if (!opts.shared) await orm.close();
    });
  },
  { name: 'orm' },
);
