import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMENT_MODELS, commentModels } from '@shared/comments/contracts';
import { commentEndpoints as endpoints } from '@shared/comments/endpoints';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { article } from '../../platform/openapi';
import { serve } from '../../platform/serve';
import * as service from './comments.service';

/** Comments on records; `saleScope` is the sales module's rule for which sales a user may see. */
export const commentsRoutes =
  ({ saleScope }: { saleScope: service.SaleScopeRule }): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const tags = ['comments'];

    // One pair of routes per model, so each declares the permission that reads its record.
    for (const model of commentModels) {
      const access = needs(...COMMENT_MODELS[model]);
      serve(
        app,
        endpoints.list[model],
        { config: access, tags, summary: `List the comments on ${article(model)}` },
        (request) =>
          service.listComments(deps, currentUser(request), saleScope, model, request.params.model_id),
      );
      serve(
        app,
        endpoints.add[model],
        { config: access, tags, summary: `Comment on ${article(model)}` },
        (request) =>
          service.addComment(
            deps,
            currentUser(request),
            saleScope,
            model,
            request.params.model_id,
            request.body.body,
            auditContext(request),
          ),
      );
    }

    // The record's read permission, authorship and scoping are checked against the comment found.
    serve(app, endpoints.update, { config: signedIn(), tags, summary: 'Edit a comment' }, (request) =>
      service.updateComment(
        deps,
        currentUser(request),
        saleScope,
        request.params.id,
        request.body.body,
        auditContext(request),
      ),
    );
    serve(
      app,
      endpoints.remove,
      { config: signedIn(), tags, summary: 'Delete a comment' },
      async (request) => {
        await service.deleteComment(
          deps,
          currentUser(request),
          saleScope,
          request.params.id,
          auditContext(request),
        );
        return { success: true, message: translate('records.deleted', request.locale) };
      },
    );
  };
