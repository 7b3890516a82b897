import { endpoint } from '../api/endpoint';
import { enumList, enumsAnswer } from './contracts';

const list = <const P extends `/${string}`>(path: P) => endpoint({ method: 'GET', path, answer: enumList });

/** The reference lists, titled in the request's language. */
export const propertyEnumEndpoints = {
  all: endpoint({ method: 'GET', path: '/getEnums', answer: enumsAnswer }),
  /** One list each, under its name in the answer of `all`. */
  lists: {
    property_types: list('/property-types'),
    property_states: list('/property-states'),
    property_statuses: list('/property-statuses'),
    property_views: list('/property-views'),
    contract_types: list('/contract-types'),
  },
};
