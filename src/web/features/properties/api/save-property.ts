import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePropertyBody, UpdatePropertyBody } from '@shared/properties/contracts';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { invalidateProperties } from './invalidate-properties';

export type SavePropertyInput = { id: number | null; body: CreatePropertyBody | UpdatePropertyBody };

/** POST creates, PUT /{id} updates; the form is the same. */
export const saveProperty = ({ id, body }: SavePropertyInput) =>
  id === null
    ? call(propertyEndpoints.create, { body })
    : call(propertyEndpoints.update, { params: { id }, body });

export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProperty, onSuccess: () => invalidateProperties(queryClient) });
}
