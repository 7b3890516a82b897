export { CustomerPicker } from './components/customer-picker';
export { CustomerPage } from './routes/customer-page';
export { CustomersPage } from './routes/customers-page';
