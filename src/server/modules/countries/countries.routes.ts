import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countryList,
  regionList,
  vehicleBrandList,
  vehicleModelList,
  vehicleModelsParams,
} from '@shared/countries/contracts';
import { GEORGIAN_REGIONS } from '@shared/countries/regions';
import { VEHICLE_BRANDS } from '@shared/countries/vehicles';
import { signedIn } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listCountries } from '@shared/countries/country-data';

/** Reference lists for any signed-in user: countries, Georgia's regions, vehicle brands and models. */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    { config: signedIn(), schema: { tags: ['countries'], response: { 200: countryList } } },
    () => listCountries(),
  );
  app.get(
    '/countries/regions',
    { config: signedIn(), schema: { tags: ['countries'], response: { 200: regionList } } },
    () => GEORGIAN_REGIONS,
  );
  app.get(
    '/vehicles/brands',
    { config: signedIn(), schema: { tags: ['vehicles'], response: { 200: vehicleBrandList } } },
    () => VEHICLE_BRANDS,
  );
  app.get(
    '/vehicles/brands/:brand/models',
    {
      config: signedIn(),
      schema: { tags: ['vehicles'], params: vehicleModelsParams, response: { 200: vehicleModelList } },
    },
    (request) => {
      const wanted = request.params.brand.toLowerCase();
      const found = VEHICLE_BRANDS.find((b) => b.brand.toLowerCase() === wanted);
      if (!found) throw notFound();
      return found.models;
    },
  );
};
