import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemEndpoints as endpoints } from '@shared/app-config/endpoints';
import { publicRoute } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { serve } from '../../platform/serve';
import * as service from './system.service';

const tags = ['system'];

/** GET /api/health: every process answers it, a worker too (docs/decisions/034-process-roles.md). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, endpoints.health, { config: publicRoute, tags }, () => service.checkHealth(app.deps));
};

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(healthRoutes);

  serve(app, endpoints.appConfig, { config: publicRoute, tags }, async () => ({
    multi_language: deps.config.multiLanguage,
    otp_login: deps.config.otpLogin,
    idle_timeout_minutes: deps.config.idleTimeoutMinutes,
    booking_default_days: deps.config.bookingDefaultDays,
    modules: deps.config.modules,
  }));

  // The signature in the URL is the credential, so an <img> can load the file.
  serve(app, endpoints.file, { config: publicRoute, tags }, async (request, reply) => {
    const { id } = request.params;
    if (!deps.storage.verify(id, request.query.expires, request.query.signature)) throw notFound();
    const file = await deps.storage.read(deps.db, id);
    if (!file) throw notFound();
    return reply
      .header('Content-Type', file.mimeType)
      .header('Cache-Control', 'private, max-age=600')
      .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.data);
  });
};
