import { z } from 'zod';

/** GET /api/countries: one row per country; `id` is the ISO 3166-1 numeric code (983 for Kosovo). */
export const country = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ka: z.string(),
  name_ru: z.string(),
  code_iso2: z.string(),
  code_iso3: z.string(),
  code_phone: z.string(),
});
export type Country = z.infer<typeof country>;
export const countryList = z.array(country);

const titled = { name_ka: z.string(), name_en: z.string(), name_ru: z.string() };

/** GET /api/countries/regions: Georgia's regions with their municipalities. */
export const region = z.object({
  code: z.string(),
  ...titled,
  municipalities: z.array(z.object({ code: z.string(), ...titled })),
});
export type Region = z.infer<typeof region>;
export const regionList = z.array(region);

/** GET /api/vehicles/brands: brands with their models (used by barter deals). */
export const vehicleBrand = z.object({ brand: z.string(), models: z.array(z.string()) });
export type VehicleBrand = z.infer<typeof vehicleBrand>;
export const vehicleBrandList = z.array(vehicleBrand);
export const vehicleModelsParams = z.object({ brand: z.string().min(1) });
export const vehicleModelList = z.array(z.string());
