import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerFileEndpoints, type FileOwner } from '@shared/documents/owner-file-endpoints';
import { call } from '../../../lib/api/api-client';

/** The owners that carry files: the path segment of their API. */
export type FileOwnerBase = FileOwner;

export const ownerFilesKey = (base: FileOwnerBase, ownerId: number) => [base, 'files', ownerId] as const;

export const getOwnerFiles = (base: FileOwnerBase, ownerId: number, signal?: AbortSignal) =>
  call(ownerFileEndpoints[base].list, { params: { id: ownerId }, signal });

export const ownerFilesQuery = (base: FileOwnerBase, ownerId: number) =>
  queryOptions({
    queryKey: ownerFilesKey(base, ownerId),
    queryFn: ({ signal }) => getOwnerFiles(base, ownerId, signal),
  });

export const useOwnerFiles = (base: FileOwnerBase, ownerId: number) =>
  useQuery(ownerFilesQuery(base, ownerId));
