import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const schedulesRoutes: FastifyPluginAsyncZod = async () => {};
