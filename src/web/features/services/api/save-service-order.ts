import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContainerBody,
  RenovationBody,
  ServiceOrderKind,
  ServiceScheduleBody,
} from '@shared/services/contracts';
import { call } from '../../../lib/api/api-client';
import { orderEndpoints } from './order-endpoints';
import { serviceKeys } from './service-keys';

export type SaveOrderInput = {
  kind: ServiceOrderKind;
  body: RenovationBody | ContainerBody;
  schedule: ServiceScheduleBody | null;
};

/** Creates (no id) or updates (with id) a renovation or container, the schedule in the same body. */
const saveOrder = ({ kind, body, schedule }: SaveOrderInput) =>
  call(orderEndpoints[kind].save, { body: schedule ? { ...body, schedule } : body });

export function useSaveServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** Deletes a renovation or container (refused while it has payments). */
export function useDeleteServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ServiceOrderKind; id: number }) =>
      call(orderEndpoints[kind].remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
