import type { reports as ka } from '../ka/reports';
import type { Translation } from '../translation';

export const reports: Translation<typeof ka> = {
  period: 'Period',
  complexes: 'Complexes',
  managers: 'Responsible managers',
  statuses: 'Sale statuses',
  all: 'All',
  money_view: 'Amounts shown',
  views: {
    original: 'By currency',
    GEL: 'In GEL',
    USD: 'In USD',
  },
  print: 'Print',
  excel: 'Excel',
  empty: 'No figures for this period',
  first_rows: 'Showing the first {{shown}} of {{total}} rows. The Excel file holds them all.',
  chart_currency: 'Chart currency',
  ageing: 'Overdue amount',
  statistics_hint: 'The last twelve months in GEL, at the National Bank rate.',
  sales_per_month: 'Sales and receipts per month',
  year_sales: "The year's sales",
  year: 'Year',
  pie: {
    status: 'By status',
    type: 'By unit type',
    building: 'By complex',
  },
};
