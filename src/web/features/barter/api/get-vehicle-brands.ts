import { useQuery } from '@tanstack/react-query';
import type { VehicleBrand } from '@shared/countries/contracts';
import { api } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

/** Brands with their models, for the vehicle fields (free text is still allowed). */
export const getVehicleBrands = (signal?: AbortSignal) =>
  api.get<VehicleBrand[]>('/vehicles/brands', { signal });

export const useVehicleBrands = () =>
  useQuery({
    queryKey: barterKeys.vehicleBrands,
    queryFn: ({ signal }) => getVehicleBrands(signal),
    staleTime: Infinity,
  });
