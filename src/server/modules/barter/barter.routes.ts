import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const barterRoutes: FastifyPluginAsyncZod = async () => {};
