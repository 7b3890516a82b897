export { useFeatures } from './api/get-features';
export { PropertyFeaturesPage } from './routes/property-features-page';
