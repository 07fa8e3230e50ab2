import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface ServedRoute {
  method: string;
  /** Fastify's form: `/api/designer/v1/nodes/remove/:id`. */
  url: string;
  /** Registered by `serve` from a description (serve-endpoints.ts), or by hand. */
  described: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (the endpoint-coverage test reads it). */
    servedRoutes: ServedRoute[];
  }
}

/** Records every route as it is registered, so a test can compare what is served with the description. */
export function recordServedRoutes(app: FastifyInstance): void {
  const routes: ServedRoute[] = [];
  app.decorate('servedRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method as HTTPMethods | HTTPMethods[]);
    for (const method of methods) {
      if (method === 'HEAD') continue; // Fastify adds HEAD beside every GET
      routes.push({ method, url: route.url, described: route.config?.endpoint !== undefined });
    }
  });
}
