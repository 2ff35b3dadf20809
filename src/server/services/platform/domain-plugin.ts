import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The plugin of a domain whose whole job is one service (docs/architecture.md): registered under
 * the name it decorates the app with, after the plugins it depends on, and `create` builds the
 * service from what those put on the app.
 */
export function domainPlugin<K extends keyof FastifyInstance & string>(
  name: K,
  create: (app: FastifyInstance) => FastifyInstance[K],
  dependencies: string[],
) {
  return fp(
    async (app: FastifyInstance) => {
      // The service's type is checked against FastifyInstance[K] above; decorate cannot follow a generic key.
      const service: unknown = create(app);
      app.decorate(name as string, service);
    },
    { name, dependencies },
  );
}
