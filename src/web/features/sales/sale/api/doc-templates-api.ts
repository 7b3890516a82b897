import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocTemplateType } from '@shared/templates/contracts';
import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../../lib/api/api-client';
import { saleLookupKeys } from '../../api/sale-keys';

/** The document templates of the given types (letters, notices, receipts; or SMS texts). */
export const useDocTemplates = (types: readonly DocTemplateType[]) =>
  useQuery({
    queryKey: saleLookupKeys.docTemplates(),
    queryFn: ({ signal }) => call(docTemplateEndpoints.list, { signal }),
    select: (rows) => rows.filter((row) => types.includes(row.type)),
  });

/** One document template filled with a sale's data. */
export const renderedDocTemplateQuery = (templateId: number, saleId: number) =>
  queryOptions({
    queryKey: saleLookupKeys.renderedDocTemplate(templateId, saleId),
    queryFn: ({ signal }) =>
      call(docTemplateEndpoints.get, { params: { id: templateId }, query: { sale_id: saleId }, signal }),
  });

export const useRenderedDocTemplate = (templateId: number | null, saleId: number) =>
  useQuery({ ...renderedDocTemplateQuery(templateId ?? 0, saleId), enabled: templateId !== null });
