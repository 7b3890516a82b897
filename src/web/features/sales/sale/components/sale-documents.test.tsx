import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@shared/permissions';
import type { CustomFieldRow } from '@shared/templates/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../i18n';
import { reply } from '../../../../test/fake-api';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { salePageRoutes, wordTemplate } from './documents-test-fixtures';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openSale(permissions: Permission[], routes: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const app = renderApp('/sales/42', {
    user: makeUser({ permissions: ['view_sales', ...permissions] }),
    routes: { ...salePageRoutes, ...routes },
  });
  return { user, app };
}

const heading = () => screen.findByRole('heading', { name: /Contract No A-101/ }, { timeout: 10_000 });

describe('the contract of a sale', { timeout: 60_000 }, () => {
  it('previews the filled template without its scripts and downloads it, kept among the files', async () => {
    const createObjectURL = vi.fn(() => 'blob:contract');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { user, app } = openSale(['edit_sales'], {
      'GET /api/sales/42/contract-templates': { templates: [wordTemplate], pdf_available: false },
      'POST /api/sales/42/contract/preview': {
        html: '<p>Contract No A-101</p><script>window.hacked = true</script>',
        file_name: 'A-101.docx',
      },
      'POST /api/sales/42/contract': {},
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract No A-101' });
    // The only template that fits is chosen already; no PDF without LibreOffice on the server.
    expect(await within(dialog).findByRole('combobox', { name: 'Template' })).toHaveTextContent(
      'Main contract (ka)',
    );
    expect(within(dialog).queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('document', { name: 'Contract preview' });
    expect(preview).toHaveTextContent('Contract No A-101');
    expect(preview.querySelector('script')).toBeNull();
    expect(app.api.calls('POST', '/api/sales/42/contract/preview')[0]?.body).toEqual({ template_id: 3 });
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Save to the sale’s files' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download .docx' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(app.api.calls('POST', '/api/sales/42/contract')[0]?.body).toEqual({
      template_id: 3,
      format: 'docx',
      store: true,
    });
    expect(await screen.findByText('The contract is saved to the sale’s files')).toBeVisible();
  });

  it('explains where templates come from when none fits', async () => {
    const { user } = openSale([], {
      'GET /api/sales/42/contract-templates': { templates: [], pdf_available: true },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract No A-101' });
    expect(
      await within(dialog).findByText(/Templates \(\.docx\) are uploaded under Templates/),
    ).toBeVisible();
  });

  it('offers PDF when the server can make it, hides saving without edit rights and shows the server’s refusal', async () => {
    const { user } = openSale([], {
      'GET /api/sales/42/contract-templates': { templates: [wordTemplate], pdf_available: true },
      'POST /api/sales/42/contract/preview': reply(422, { message: 'The template file is damaged' }),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contract No A-101' });
    expect(await within(dialog).findByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('The template file is damaged')).toBeVisible();
  });
});

describe('a letter for a sale', { timeout: 60_000 }, () => {
  it('renders the chosen letter for the sale', async () => {
    const { user, app } = openSale([], {
      'GET /api/doc-templates': [
        {
          id: 1,
          name: 'Debt reminder',
          type: 'letter',
          language: 'en',
          subject: null,
          body: '',
          placeholders: [],
          created_at: '',
          updated_at: '',
        },
        {
          id: 2,
          name: 'Welcome text',
          type: 'sms',
          language: 'en',
          subject: null,
          body: '',
          placeholders: [],
          created_at: '',
          updated_at: '',
        },
      ],
      'GET /api/doc-templates/1': {
        id: 1,
        rendered: { subject: 'Your debt', html: '<p>Dear Giorgi Beridze</p>', text: 'Dear Giorgi Beridze' },
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Letter for contract No A-101' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Document template' }));
    expect(screen.queryByRole('option', { name: /Welcome text/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Debt reminder · Letter' }));
    expect(await within(dialog).findByRole('document', { name: 'Document preview' })).toHaveTextContent(
      'Dear Giorgi Beridze',
    );
    expect(within(dialog).getByText('Subject: Your debt')).toBeVisible();
    expect(app.api.calls('GET', '/api/doc-templates/1')[0]?.query.get('sale_id')).toBe('42');
  });
});

describe('an SMS to the buyers', { timeout: 60_000 }, () => {
  it('is offered only with send_sms', async () => {
    openSale([]);
    await heading();
    expect(screen.getByRole('button', { name: 'Contract' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'SMS' })).toBeNull();
  });

  it('goes to the current buyers’ phones, counts the segments and reports what was sent', async () => {
    const { user, app } = openSale(['send_sms'], {
      'GET /api/doc-templates': [],
      'GET /api/sms': {
        data: [
          {
            id: 7,
            phone: '+995555123456',
            message: 'Earlier reminder',
            status: 'failed',
            channel: 'provider',
            provider_message_id: null,
            error_message: 'No credit',
            sale_id: 42,
            contract_no: 'A-101',
            sent_by: 1,
            sent_by_name: 'Nino Manager',
            created_at: '2025-01-07T09:00:00Z',
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 },
        links: { prev: null, next: null },
      },
      'POST /api/sms': {
        success: true,
        sent: 1,
        failed: 0,
        messages: [{ id: 8, phone: '+995555123456', status: 'sent', error_message: null }],
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'SMS — contract No A-101' });
    expect(within(dialog).getByRole('button', { name: '+995555123456' })).toBeVisible();
    expect(within(dialog).queryByText('+995555999999')).toBeNull();
    expect(await within(dialog).findByText('Earlier reminder')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Required field')).toBeVisible();
    expect(app.api.calls('POST', '/api/sms')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'გადახდის შეხსენება');
    expect(within(dialog).getByText('18 characters · 1 SMS')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('SMS sent: 1')).toBeVisible();
    expect(app.api.calls('POST', '/api/sms')[0]?.body).toEqual({
      message: 'გადახდის შეხსენება',
      recipients: ['+995555123456'],
      sale_id: 42,
    });
  });
});

const field = (over: Partial<CustomFieldRow>): CustomFieldRow => ({
  id: 1,
  key: 'cadastral_code',
  group: 'sale',
  type: 'text',
  label_ka: 'საკადასტრო კოდი',
  label_en: 'Cadastral code',
  label_ru: '',
  options: [],
  required: false,
  sort_order: 0,
  values_count: 0,
  ...over,
});

describe('additional fields of a sale', { timeout: 60_000 }, () => {
  const fields = [
    field({}),
    field({ id: 2, key: 'parking_places', type: 'number', label_en: 'Parking places', sort_order: 1 }),
    field({ id: 3, key: 'notarized', type: 'boolean', label_en: '', label_ka: 'დამოწმებული', sort_order: 2 }),
  ];

  it('shows the values, checks them before saving and puts the server’s messages on their fields', async () => {
    let saves = 0;
    const { user, app } = openSale(['edit_sales'], {
      'GET /api/custom-fields': fields,
      'GET /api/custom-fields/values/sale/42': { values: { cadastral_code: '01.10.12', notarized: 'true' } },
      'PUT /api/custom-fields/values/sale/42': () =>
        ++saves === 1
          ? reply(422, {
              message: 'Invalid data',
              errors: { 'values.cadastral_code': ['validation.too_long'] },
            })
          : { values: { cadastral_code: '01.10.13', parking_places: '2', notarized: 'true' } },
    });
    await heading();
    const card = await screen.findByRole('region', { name: 'Additional fields' });
    expect(await within(card).findByRole('group', { name: 'Cadastral code' })).toHaveTextContent('01.10.12');
    // No English label: the Georgian one.
    expect(within(card).getByRole('group', { name: 'დამოწმებული' })).toHaveTextContent('Yes');

    await user.click(within(card).getByRole('button', { name: 'Edit fields' }));
    await user.type(within(card).getByRole('textbox', { name: 'Parking places' }), 'two');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Invalid value')).toBeVisible();
    expect(app.api.calls('PUT', '/api/custom-fields/values/sale/42')).toHaveLength(0);

    await user.clear(within(card).getByRole('textbox', { name: 'Parking places' }));
    await user.type(within(card).getByRole('textbox', { name: 'Parking places' }), '2');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Text is too long')).toBeVisible();
    expect(app.api.calls('PUT', '/api/custom-fields/values/sale/42')[0]?.body).toEqual({
      values: { cadastral_code: '01.10.12', parking_places: '2', notarized: 'true' },
    });

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('group', { name: 'Parking places' })).toHaveTextContent('2');
  });

  it('is not shown when no field is defined for sales', async () => {
    openSale(['edit_sales']);
    await heading();
    expect(screen.queryByRole('region', { name: 'Additional fields' })).toBeNull();
  });
});
