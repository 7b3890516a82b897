import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { logEndpoints } from '@shared/logs/endpoints';
import { call } from '../../../lib/api/api-client';
import { logKeys } from './log-keys';

export type LogListParams = {
  page: number;
  perpage: number | 'all';
  user_id: string;
  action: string;
  entity_type: string;
  date_from: string;
  date_to: string;
};

/** The filters travel in a POST body, where an empty filter must be left out rather than sent as ''. */
function body(params: LogListParams) {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}

export const getLogs = (params: LogListParams, signal?: AbortSignal) =>
  call(logEndpoints.list, { body: body(params), signal });

export const logsQuery = (params: LogListParams) =>
  queryOptions({
    queryKey: logKeys.list(params),
    queryFn: ({ signal }) => getLogs(params, signal),
    placeholderData: keepPreviousData,
  });

export const useLogs = (params: LogListParams) => useQuery(logsQuery(params));
