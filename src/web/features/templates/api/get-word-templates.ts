import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { wordTemplateEndpoints } from '@shared/templates/word-template-endpoints';
import { call } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export type WordTemplateFilters = { contract_type: string; language: string };

export const getWordTemplates = (filters: WordTemplateFilters, signal?: AbortSignal) =>
  call(wordTemplateEndpoints.list, { query: filters, signal });

export const useWordTemplates = (filters: WordTemplateFilters) =>
  useQuery({
    queryKey: templateKeys.wordTemplateList(filters),
    queryFn: ({ signal }) => getWordTemplates(filters, signal),
    placeholderData: keepPreviousData,
  });
