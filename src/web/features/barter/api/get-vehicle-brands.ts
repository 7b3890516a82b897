import { useQuery } from '@tanstack/react-query';
import { countryEndpoints } from '@shared/countries/endpoints';
import { call } from '../../../lib/api/api-client';
import { barterKeys } from './barter-keys';

/** Brands with their models, for the vehicle fields (free text is still allowed). */
export const getVehicleBrands = (signal?: AbortSignal) => call(countryEndpoints.vehicleBrands, { signal });

export const useVehicleBrands = () =>
  useQuery({
    queryKey: barterKeys.vehicleBrands,
    queryFn: ({ signal }) => getVehicleBrands(signal),
    staleTime: Infinity,
  });
