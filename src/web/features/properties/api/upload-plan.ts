import { useMutation, useQueryClient } from '@tanstack/react-query';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const uploadPlan = ({ id, file }: { id: number; file: File }) => {
  const form = new FormData();
  form.append('plan', file);
  return call(propertyEndpoints.uploadPlan, { params: { id }, body: form });
};

export function useUploadPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPlan, onSuccess: () => invalidateProperties(queryClient) });
}
