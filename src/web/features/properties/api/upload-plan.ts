import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDetail } from '@shared/properties/contracts';
import { api } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const uploadPlan = ({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('plan', file);
  return api.post<PropertyDetail>(`/properties/${id}/plan`, form);
};

export function useUploadPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPlan, onSuccess: () => invalidateProperties(queryClient) });
}
