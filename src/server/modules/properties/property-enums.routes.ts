import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@shared/i18n/locales';
import { CURRENCIES } from '@shared/money/money';
import type { EnumsAnswer } from '@shared/properties/contracts';
import { propertyEnumEndpoints as endpoints } from '@shared/properties/enum-endpoints';
import {
  CONTRACT_TYPE_TITLES,
  CONTRACT_TYPES,
  PROPERTY_STATE_TITLES,
  PROPERTY_STATES,
  PROPERTY_STATUS_TITLES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_TITLES,
  PROPERTY_TYPES,
  PROPERTY_VIEW_TITLES,
  PROPERTY_VIEWS,
  titled,
} from '@shared/properties/enums';
import { signedIn } from '../../platform/access';
import { serve } from '../../platform/serve';

const lists = (locale: Locale): EnumsAnswer => ({
  property_types: titled(PROPERTY_TYPES, PROPERTY_TYPE_TITLES, locale),
  property_states: titled(PROPERTY_STATES, PROPERTY_STATE_TITLES, locale),
  property_statuses: titled(PROPERTY_STATUSES, PROPERTY_STATUS_TITLES, locale),
  property_views: titled(PROPERTY_VIEWS, PROPERTY_VIEW_TITLES, locale),
  contract_types: titled(CONTRACT_TYPES, CONTRACT_TYPE_TITLES, locale),
  currencies: CURRENCIES.map((key) => ({ key, title: key })),
});

/** Reference lists for any signed-in user, titled in the request's language. */
export const propertyEnumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['properties'];
  serve(app, endpoints.all, { config: signedIn(), tags }, (request) => lists(request.locale));
  for (const key of Object.keys(endpoints.lists) as (keyof typeof endpoints.lists)[])
    serve(app, endpoints.lists[key], { config: signedIn(), tags }, (request) => lists(request.locale)[key]);
};
