export { useCustomFields } from './api/get-custom-fields';
export { useCustomPlaceholders } from './api/get-placeholders';
export { CustomFieldsCard } from './components/custom-fields-card';
export { CustomFieldsPage } from './routes/custom-fields-page';
