export { customerKeys } from './api/customer-keys';
export { useCountries } from './api/get-countries';
export { CountryField, countryLabel } from './components/country-field';
export { CustomerPicker } from './components/customer-picker';
export { CustomerPage } from './routes/customer-page';
export { CustomersPage } from './routes/customers-page';
