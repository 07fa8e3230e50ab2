import { optionsApi } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';
import { cascadeHandlers } from './cascade-routes.ts';
import type { DesignDeps } from './design-deps.ts';
import { designEditRunner } from './tree-edit-reply.ts';

/**
 * The option calls of the design tree (contract design/option-calls.ts): each edit is the core
 * operation its description names; the cascade template and upload have handlers of their own.
 */
export function optionRoutes(app: FastifyInstance, deps: DesignDeps): void {
  serve(app, optionsApi, cascadeHandlers(deps), designEditRunner(deps));
}
