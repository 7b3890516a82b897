import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const advancePaymentsRoutes: FastifyPluginAsyncZod = async () => {};
