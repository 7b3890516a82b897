import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTemplateBody, bulkSaveAnswer } from '@shared/properties/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const bulkCreate = (body: BulkTemplateBody) =>
  api.post<z.infer<typeof bulkSaveAnswer>>('/properties/bulk', body);

export function useBulkCreate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkCreate, onSuccess: () => invalidateProperties(queryClient) });
}
