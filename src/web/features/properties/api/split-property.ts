import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SplitBody } from '@shared/properties/contracts';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const splitProperty = ({ id, body }: { id: number; body: SplitBody }) =>
  call(propertyEndpoints.split, { params: { property_id: id }, body });

export function useSplitProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: splitProperty, onSuccess: () => invalidateProperties(queryClient) });
}
