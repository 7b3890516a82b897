import type { SaleDetail } from '@shared/sales/contracts';
import type { WordTemplateRow } from '@shared/templates/contracts';
import { emptyPage } from '../../../../test/fixtures';
import { saleDetail } from '../../list/test-fixtures';

/** A live sale as the documents dialogs need it: a buyer with a phone and a former buyer. */
export const documentsSale: SaleDetail = saleDetail({
  id: 42,
  status: 'active',
  contract_no: 'A-101',
  contract_lang: 'ge',
  deleted_at: null,
  delete_comment: null,
  properties: [],
  customers: [
    {
      customer_id: 5,
      name: 'Giorgi Beridze',
      personal_id: '01001001234',
      phone: '+995 555 12-34-56',
      email: null,
      added_at: '2025-01-05T09:00:00Z',
      removed_at: null,
      removal_reason: null,
    },
    {
      customer_id: 6,
      name: 'Former Buyer',
      personal_id: null,
      phone: '+995555999999',
      email: null,
      added_at: '2025-01-05T09:00:00Z',
      removed_at: '2025-01-06T09:00:00Z',
      removal_reason: 'Changed',
    },
  ],
  can: {
    edit: true,
    edit_schedule: true,
    add_payments: true,
    edit_payments: true,
    delete_payments: true,
    delete: true,
  },
});

export const wordTemplate: WordTemplateRow = {
  id: 3,
  name: 'Main contract (ka)',
  contract_type: 'contract_main',
  language: 'ge',
  building_id: null,
  building_name: null,
  file_name: 'main.docx',
  size_bytes: 20_000,
  placeholders: ['contract_no'],
  active: true,
  created_by_name: 'Nino Beridze',
  created_at: '2025-01-01T09:00:00Z',
  updated_at: '2025-01-01T09:00:00Z',
};

/** What the sale page loads besides the documents' own requests. */
export const salePageRoutes = {
  'GET /api/sales/42': documentsSale,
  'GET /api/sales/42/files': [],
  'GET /api/documents/types': [],
  'GET /api/comments/sale/42': [],
  'GET /api/sales/42/history': [],
  'GET /api/custom-fields': [],
  'GET /api/sales': emptyPage,
};
