import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContainerBody,
  RenovationBody,
  ServiceOrderDetail,
  ServiceOrderKind,
  ServiceScheduleBody,
} from '@shared/services/contracts';
import { api } from '../../../lib/api/api-client';
import { orderPath, serviceKeys } from './service-keys';

export type SaveOrderInput = {
  kind: ServiceOrderKind;
  body: RenovationBody | ContainerBody;
  schedule: ServiceScheduleBody | null;
};

/** POST /api/services or /api/containers (with an id: update), the schedule in the same body. */
const saveOrder = ({ kind, body, schedule }: SaveOrderInput) =>
  api.post<ServiceOrderDetail>(orderPath(kind), schedule ? { ...body, schedule } : body);

export function useSaveServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** DELETE /api/services/{id} or /api/containers/{id} (refused while it has payments). */
export function useDeleteServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ServiceOrderKind; id: number }) =>
      api.delete<{ success: boolean }>(`${orderPath(kind)}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
