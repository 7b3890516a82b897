import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusBody } from '@shared/properties/contracts';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const changeStatus = ({ id, ...body }: ChangeStatusBody & { id: number }) =>
  call(propertyEndpoints.changeStatus, { params: { id }, body });

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStatus, onSuccess: () => invalidateProperties(queryClient) });
}
