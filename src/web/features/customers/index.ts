export { customerKeys } from './api/customer-keys';
export { useCountries } from './api/get-countries';
export { CountryField, countryLabel } from './components/country-field';
export { CustomerPicker } from './components/customer-picker';

/**
 * The feature's pages, each loaded on its route: another feature importing a component from here does not
 * download the pages with it.
 */
export const pages = {
  CustomerPage: () => import('./routes/customer-page').then((m) => m.CustomerPage),
  CustomersPage: () => import('./routes/customers-page').then((m) => m.CustomersPage),
};
