import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryEndpoints as endpoints } from '@shared/countries/endpoints';
import { GEORGIAN_REGIONS } from '@shared/countries/regions';
import { VEHICLE_BRANDS } from '@shared/countries/vehicles';
import { signedIn } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { serve } from '../../platform/serve';
import { listCountries } from '@shared/countries/country-data';

/** Reference lists for any signed-in user: countries, Georgia's regions, vehicle brands and models. */
export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const countries = { config: signedIn(), tags: ['countries'] };
  const vehicles = { config: signedIn(), tags: ['vehicles'] };
  serve(app, endpoints.countries, countries, () => listCountries());
  serve(app, endpoints.regions, countries, () => GEORGIAN_REGIONS);
  serve(app, endpoints.vehicleBrands, vehicles, () => VEHICLE_BRANDS);
  serve(app, endpoints.vehicleModels, vehicles, (request) => {
    const wanted = request.params.brand.toLowerCase();
    const found = VEHICLE_BRANDS.find((b) => b.brand.toLowerCase() === wanted);
    if (!found) throw notFound();
    return found.models;
  });
};
