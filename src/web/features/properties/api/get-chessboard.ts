import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyEndpoints } from '@shared/properties/endpoints';
import { call } from '../../../lib/api/api-client';
import { propertyKeys } from '../../buildings';

export const getChessboard = (buildingId: number, block: string, signal?: AbortSignal) =>
  call(propertyEndpoints.chessboard, { params: { id: buildingId }, query: { block }, signal });

export const chessboardQuery = (buildingId: number, block: string) =>
  queryOptions({
    queryKey: propertyKeys.chessboard(buildingId, block),
    queryFn: ({ signal }) => getChessboard(buildingId, block, signal),
  });

/** `enabled` waits for the complex, whose first block is the default tab. */
export const useChessboard = (buildingId: number, block: string, enabled: boolean) =>
  useQuery({ ...chessboardQuery(buildingId, block), enabled });
