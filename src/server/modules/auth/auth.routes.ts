import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as endpoints } from '@shared/auth/endpoints';
import { translate } from '@shared/i18n/messages';
import { updateProfileBody } from '@shared/users/contracts';
import { publicRoute, ownAccount, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
import { serve } from '../../platform/serve';
import * as service from './auth.service';

const tags = ['auth'];
const profileForm = form(updateProfileBody, 'avatar');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const client = (request: { ip: string; headers: Record<string, unknown>; locale: 'ka' | 'en' | 'ru' }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    locale: request.locale,
  });

  serve(app, endpoints.preAuth, { config: publicRoute, tags }, (request) =>
    service.preAuth(deps, request.body, client(request)),
  );
  serve(app, endpoints.resendOtp, { config: publicRoute, tags }, (request) =>
    service.preAuth(deps, request.body, client(request)),
  );
  serve(app, endpoints.login, { config: publicRoute, tags }, (request) =>
    service.login(deps, request.body, client(request)),
  );
  serve(app, endpoints.logout, { config: ownAccount(), tags }, async (request) => {
    await service.logout(deps, currentUser(request), auditContext(request));
    return { success: true, message: translate('auth.logged_out', request.locale) };
  });
  serve(app, endpoints.currentUser, { config: signedIn(), tags }, (request) =>
    service.currentUserView(deps, currentUser(request).id),
  );

  serve(app, endpoints.requestPasswordReset, { config: publicRoute, tags }, (request) =>
    service.requestPasswordReset(deps, request.body.email, client(request)),
  );
  serve(app, endpoints.checkResetToken, { config: publicRoute, tags }, async (request) => {
    await service.checkResetToken(deps, request.body.token);
    return { success: true };
  });
  serve(app, endpoints.confirmPasswordReset, { config: publicRoute, tags }, async (request) => {
    await service.confirmPasswordReset(deps, request.body, client(request));
    return { success: true, message: translate('records.updated', request.locale) };
  });

  // Spec: POST with _method=PUT as multipart; a plain PUT with JSON works as well.
  for (const entry of [endpoints.updateProfile, endpoints.updateProfileWithPut]) {
    serve(app, entry, { config: ownAccount(), tags, form: profileForm }, async (request) => {
      const { fields, files } = await readForm(request, profileForm);
      return service.updateProfile(
        deps,
        currentUser(request),
        fields,
        files.find((f) => f.field === 'avatar'),
        auditContext(request),
      );
    });
  }
  serve(
    app,
    endpoints.updatePassword,
    { config: { ...ownAccount(), countsAttempts: true }, tags },
    async (request) => {
      await service.updatePassword(deps, currentUser(request), request.body, auditContext(request));
      return { success: true, message: translate('records.updated', request.locale) };
    },
  );
};
