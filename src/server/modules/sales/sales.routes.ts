import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const salesRoutes: FastifyPluginAsyncZod = async () => {};
