import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@shared/i18n/locales';
import { CURRENCIES } from '@shared/money/money';
import { enumList, enumsAnswer, type EnumsAnswer } from '@shared/properties/contracts';
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

const lists = (locale: Locale): EnumsAnswer => ({
  property_types: titled(PROPERTY_TYPES, PROPERTY_TYPE_TITLES, locale),
  property_states: titled(PROPERTY_STATES, PROPERTY_STATE_TITLES, locale),
  property_statuses: titled(PROPERTY_STATUSES, PROPERTY_STATUS_TITLES, locale),
  property_views: titled(PROPERTY_VIEWS, PROPERTY_VIEW_TITLES, locale),
  contract_types: titled(CONTRACT_TYPES, CONTRACT_TYPE_TITLES, locale),
  currencies: CURRENCIES.map((key) => ({ key, title: key })),
});

const PATHS = {
  '/property-types': 'property_types',
  '/property-states': 'property_states',
  '/property-statuses': 'property_statuses',
  '/property-views': 'property_views',
  '/contract-types': 'contract_types',
} as const;

/** Reference lists for any signed-in user, titled in the request's language. */
export const propertyEnumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['properties'];
  app.get('/getEnums', { config: signedIn(), schema: { tags, response: { 200: enumsAnswer } } }, (request) =>
    lists(request.locale),
  );
  for (const [path, key] of Object.entries(PATHS))
    app.get(
      path,
      { config: signedIn(), schema: { tags, response: { 200: enumList } } },
      (request) => lists(request.locale)[key],
    );
};
