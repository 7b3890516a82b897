import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SplitBody, splitAnswer } from '@shared/properties/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export const splitProperty = ({ id, body }: { id: number; body: SplitBody }) =>
  api.post<z.infer<typeof splitAnswer>>(`/properties/split/${id}`, body);

export function useSplitProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: splitProperty, onSuccess: () => invalidateProperties(queryClient) });
}
