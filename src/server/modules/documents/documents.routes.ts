import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentEndpoints as endpoints } from '@shared/documents/endpoints';
import { needs } from '../../platform/access';
import { currentUser } from '../../platform/auth-hook';
import { paginateAt } from '../../platform/pagination';
import { serve } from '../../platform/serve';
import { documentsPage, documentTypes, type SaleScopeRule } from './documents.service';

/** The cross-owner documents list; `saleScope` is the sales module's rule for which sales a user may see. */
export const documentsRoutes =
  ({ saleScope }: { saleScope: SaleScopeRule }): FastifyPluginAsyncZod =>
  async (app) => {
    const { deps } = app;
    const tags = ['documents'];

    // The type list feeds every upload form: whoever may see any owner's files may read it.
    serve(
      app,
      endpoints.types,
      {
        config: needs(
          'view_advanced_payments',
          'view_agents',
          'view_barters',
          'view_sales',
          'view_only_own_sales',
        ),
        tags,
      },
      (request) => documentTypes(request.locale),
    );

    // Every file attached to agents, barter deals and sales; the spec ties /documents to this permission.
    serve(app, endpoints.list, { config: needs('view_advanced_payments'), tags }, (request) => {
      const { page, perpage, ...filters } = request.query;
      const list = documentsPage(deps, currentUser(request), saleScope, filters);
      return paginateAt(request.url, { page, perpage }, list.count, list.rows);
    });
  };
