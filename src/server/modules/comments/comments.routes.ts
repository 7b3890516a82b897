import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const commentsRoutes: FastifyPluginAsyncZod = async () => {};
