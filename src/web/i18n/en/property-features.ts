import type { propertyFeatures as ka } from '../ka/property-features';
import type { Translation } from '../translation';

export const propertyFeatures: Translation<typeof ka> = {
  title: 'Unit features',
  no_group: 'No group',
  tabs: { features: 'Features', groups: 'Groups' },
  features: { add: 'Add feature', add_title: 'New feature', edit_title: 'Edit feature' },
  groups: { add: 'Add group', add_title: 'New group', edit_title: 'Edit group' },
  fields: {
    title: 'Name',
    title_en: 'Name in English',
    title_ru: 'Name in Russian',
    group: 'Group',
    features_count: 'Features',
  },
};
