import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkTemplateBody } from '@shared/properties/contracts';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const bulkCreate = (body: BulkTemplateBody) => call(propertyEndpoints.createBulk, { body });

export function useBulkCreate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkCreate, onSuccess: () => invalidateProperties(queryClient) });
}
