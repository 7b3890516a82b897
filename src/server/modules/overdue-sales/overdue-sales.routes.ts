import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const overdueSalesRoutes: FastifyPluginAsyncZod = async () => {};
