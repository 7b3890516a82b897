import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  comment,
  commentBody,
  commentModels,
  commentOwnerParams,
  COMMENT_MODELS,
} from '@shared/comments/contracts';
import { idParams, okBody } from '@shared/errors';
import { translate } from '@shared/i18n/messages';
import { needs, signedIn } from '../../platform/access';
import { auditContext, currentUser } from '../../platform/auth-hook';
import { article } from '../../platform/openapi';
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
      app.get(
        `/comments/${model}/:model_id`,
        {
          config: access,
          schema: {
            tags,
            summary: `List the comments on ${article(model)}`,
            params: commentOwnerParams,
            response: { 200: z.array(comment) },
          },
        },
        (request) =>
          service.listComments(deps, currentUser(request), saleScope, model, request.params.model_id),
      );
      app.post(
        `/comments/${model}/:model_id`,
        {
          config: access,
          schema: {
            tags,
            summary: `Comment on ${article(model)}`,
            params: commentOwnerParams,
            body: commentBody,
            response: { 200: comment },
          },
        },
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
    app.put(
      '/comments/:id',
      {
        config: signedIn(),
        schema: {
          tags,
          summary: 'Edit a comment',
          params: idParams,
          body: commentBody,
          response: { 200: comment },
        },
      },
      (request) =>
        service.updateComment(
          deps,
          currentUser(request),
          saleScope,
          request.params.id,
          request.body.body,
          auditContext(request),
        ),
    );
    app.delete(
      '/comments/:id',
      {
        config: signedIn(),
        schema: { tags, summary: 'Delete a comment', params: idParams, response: { 200: okBody } },
      },
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
