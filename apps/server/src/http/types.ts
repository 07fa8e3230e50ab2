import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';

/** A module's routes: a Fastify plugin with zod-typed schemas and the app's dependencies. */
export type RoutesPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;
