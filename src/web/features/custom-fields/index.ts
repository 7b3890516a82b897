export { useCustomFields } from './api/custom-field-values-api';
export { CustomFieldsCard } from './components/custom-fields-card';
export { CustomFieldsPage } from './routes/custom-fields-page';
