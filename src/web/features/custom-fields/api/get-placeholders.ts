import { useQuery } from '@tanstack/react-query';
import { customFieldEndpoints } from '@shared/templates/custom-field-endpoints';
import { call } from '../../../lib/api/api-client';
import { customFieldKeys } from './custom-field-keys';

export const getCustomPlaceholders = (signal?: AbortSignal) =>
  call(customFieldEndpoints.placeholders, { signal });

/** The custom fields as template placeholders; under the custom fields key, so adding a field refreshes them. */
export const useCustomPlaceholders = () =>
  useQuery({
    queryKey: customFieldKeys.placeholders(),
    queryFn: ({ signal }) => getCustomPlaceholders(signal),
    staleTime: 60_000,
  });
