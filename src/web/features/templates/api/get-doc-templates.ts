import { useQuery } from '@tanstack/react-query';
import { DOC_TEMPLATE_TYPES } from '@shared/templates/contracts';
import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

/** The type as the list's URL keeps it: '' (or a name that is no type) asks for every template. */
const knownType = (type: string) => DOC_TEMPLATE_TYPES.find((known) => known === type);

export const getDocTemplates = (type: string, signal?: AbortSignal) =>
  call(docTemplateEndpoints.list, { query: { type: knownType(type) }, signal });

export const useDocTemplates = (type: string) =>
  useQuery({
    queryKey: templateKeys.docTemplateList(type),
    queryFn: ({ signal }) => getDocTemplates(type, signal),
  });
