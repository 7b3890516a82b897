import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const currencyRoutes: FastifyPluginAsyncZod = async () => {};
