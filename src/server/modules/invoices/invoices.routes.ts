import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const invoicesRoutes: FastifyPluginAsyncZod = async () => {};
