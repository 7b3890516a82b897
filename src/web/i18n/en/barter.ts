import type { barter as ka } from '../ka/barter';
import type { Translation } from '../translation';

export const barter: Translation<typeof ka> = {
  title: 'Barter deals',
  add: 'Add barter deal',
  add_title: 'New barter deal',
  edit_title: 'Edit barter deal',
  details: 'Barter deal',
  cancel_deal: 'Cancel the deal',
  open: 'Open',
  item_types: {
    land: 'Land',
    vehicle: 'Vehicle',
    materials: 'Building materials',
    works: 'Works',
    property: 'Property',
    other: 'Other',
  },
  statuses: { active: 'Active', completed: 'Completed', canceled: 'Canceled' },
  fields: {
    customer: 'Counterparty',
    properties: 'Units',
    item_type: 'What we get',
    description: 'Description',
    vehicle_brand: 'Brand',
    vehicle_model: 'Model',
    vehicle_year: 'Year',
    valuation: 'Valuation',
    currency: 'Currency',
    deal_date: 'Deal date',
    status: 'Status',
    note: 'Note',
    building: 'Complex',
    documents: 'Files',
  },
};
