import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  credentials,
  currentUser as currentUserSchema,
  loginAnswer,
  loginBody,
  preAuthAnswer,
  resetPasswordBody,
  resetPasswordConfirmBody,
  resetTokenBody,
  updatePasswordBody,
} from '@shared/auth/contracts';
import { okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { updateProfileBody } from '@shared/users/contracts';
import { publicRoute, ownAccount, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { form, readForm } from '../../platform/multipart';
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

  app.post(
    '/pre-auth',
    { config: publicRoute, schema: { tags, body: credentials, response: { 200: preAuthAnswer } } },
    (request) => service.preAuth(deps, request.body, client(request)),
  );
  app.post(
    '/resend-otp',
    { config: publicRoute, schema: { tags, body: credentials, response: { 200: preAuthAnswer } } },
    (request) => service.preAuth(deps, request.body, client(request)),
  );
  app.post(
    '/login',
    { config: publicRoute, schema: { tags, body: loginBody, response: { 200: loginAnswer } } },
    (request) => service.login(deps, request.body, client(request)),
  );
  app.post(
    '/logout',
    { config: ownAccount(), schema: { tags, response: { 200: okBody } } },
    async (request) => {
      await service.logout(deps, currentUser(request), auditContext(request));
      return { success: true, message: translate('auth.logged_out', request.locale) };
    },
  );
  app.get(
    '/user',
    { config: signedIn(), schema: { tags, response: { 200: currentUserSchema } } },
    (request) => service.currentUserView(deps, currentUser(request).id),
  );

  app.post(
    '/users/reset-password',
    { config: publicRoute, schema: { tags, body: resetPasswordBody, response: { 200: okBody } } },
    (request) => service.requestPasswordReset(deps, request.body.email, client(request)),
  );
  app.post(
    '/users/check-password-reset-token',
    { config: publicRoute, schema: { tags, body: resetTokenBody, response: { 200: okBody } } },
    async (request) => {
      await service.checkResetToken(deps, request.body.token);
      return { success: true };
    },
  );
  app.post(
    '/users/reset-password-confirm',
    { config: publicRoute, schema: { tags, body: resetPasswordConfirmBody, response: { 200: okBody } } },
    async (request) => {
      await service.confirmPasswordReset(deps, request.body, client(request));
      return { success: true, message: translate('records.updated', request.locale) };
    },
  );

  // Spec: POST with _method=PUT as multipart; a plain PUT with JSON works as well.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/users/me',
      config: ownAccount(),
      schema: { tags, ...profileForm.schema, response: { 200: currentUserSchema } },
      handler: async (request) => {
        const { fields, files } = await readForm(request, profileForm);
        return service.updateProfile(
          deps,
          currentUser(request),
          fields,
          files.find((f) => f.field === 'avatar'),
          auditContext(request),
        );
      },
    });
  }
  app.put(
    '/users/me/update-password',
    {
      config: { ...ownAccount(), countsAttempts: true },
      schema: { tags, body: updatePasswordBody, response: { 200: okBody } },
    },
    async (request) => {
      await service.updatePassword(deps, currentUser(request), request.body, auditContext(request));
      return { success: true, message: translate('records.updated', request.locale) };
    },
  );
};
