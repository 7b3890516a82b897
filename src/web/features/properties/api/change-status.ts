import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeStatusBody, PropertyRow } from '@shared/properties/contracts';
import { api } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const changeStatus = ({ id, ...body }: ChangeStatusBody & { id: number }) =>
  api.post<PropertyRow>(`/properties/${id}/status`, body);

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStatus, onSuccess: () => invalidateProperties(queryClient) });
}
