import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WordTemplateRow } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';
import { templateKeys } from './template-keys';

export type WordTemplateFilters = { contract_type: string; language: string };

export const getWordTemplates = (filters: WordTemplateFilters, signal?: AbortSignal) =>
  api.get<WordTemplateRow[]>('/word-templates', { query: filters, signal });

export const useWordTemplates = (filters: WordTemplateFilters) =>
  useQuery({
    queryKey: templateKeys.wordTemplateList(filters),
    queryFn: ({ signal }) => getWordTemplates(filters, signal),
    placeholderData: keepPreviousData,
  });
