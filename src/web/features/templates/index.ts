export { useDocTemplates } from './api/get-doc-templates';
export { templateKeys } from './api/template-keys';
export { TemplatesPage } from './routes/templates-page';
