export { CompanyPage } from './routes/company-page';
