import { endpoint } from '../api/endpoint';
import {
  countryList,
  regionList,
  vehicleBrandList,
  vehicleModelList,
  vehicleModelsParams,
} from './contracts';

/** Reference lists: countries, Georgia's regions, vehicle brands and their models. */
export const countryEndpoints = {
  countries: endpoint({ method: 'GET', path: '/countries', answer: countryList }),
  regions: endpoint({ method: 'GET', path: '/countries/regions', answer: regionList }),
  vehicleBrands: endpoint({ method: 'GET', path: '/vehicles/brands', answer: vehicleBrandList }),
  vehicleModels: endpoint({
    method: 'GET',
    path: '/vehicles/brands/:brand/models',
    params: vehicleModelsParams,
    answer: vehicleModelList,
  }),
};
