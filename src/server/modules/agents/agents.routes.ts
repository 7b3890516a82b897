import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const agentsRoutes: FastifyPluginAsyncZod = async () => {};
