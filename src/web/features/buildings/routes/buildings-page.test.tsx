import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@shared/permissions';
import type { CustomFieldRow } from '@shared/templates/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { activeBookingPage, makeBuilding, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const vake = makeBuilding({ id: 4 });
const permit: CustomFieldRow = {
  id: 7,
  key: 'construction_permit_no',
  group: 'complex',
  type: 'text',
  label_ka: 'მშენებლობის ნებართვის №',
  label_en: 'Construction permit no.',
  label_ru: '№ разрешения на строительство',
  options: [],
  required: false,
  sort_order: 4,
  values_count: 1,
};

const openPage = (permissions: Permission[], fields: CustomFieldRow[], viewOnly = false) =>
  renderApp('/buildings', {
    user: makeUser({ permissions, view_only: viewOnly }),
    routes: {
      'GET /api/buildings': [vake],
      'GET /api/custom-fields': fields,
      'GET /api/custom-fields/values/complex/4': { values: { construction_permit_no: '01204561' } },
      'PUT /api/custom-fields/values/complex/4': ({ body }: { body: unknown }) => body,
      'POST /api/buildings/4': vake,
    },
  });

describe('the complexes page', () => {
  it('shows and fills a complex’s additional fields', async () => {
    const user = userEvent.setup();
    const app = openPage(['view_buildings', 'edit_buildings'], [permit]);
    await user.click(
      await screen.findByRole('button', { name: 'Additional fields: Vake Park' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Additional fields: Vake Park' });
    expect(await within(dialog).findByRole('group', { name: 'Construction permit no.' })).toHaveTextContent(
      '01204561',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Edit fields' }));
    const input = within(dialog).getByRole('textbox', { name: 'Construction permit no.' });
    await user.clear(input);
    await user.type(input, '01207680');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.api.calls('PUT', '/api/custom-fields/values/complex/4')[0]?.body).toEqual({
        values: { construction_permit_no: '01207680' },
      }),
    );
    expect(await within(dialog).findByRole('group', { name: 'Construction permit no.' })).toHaveTextContent(
      '01207680',
    );
  }, 30_000);

  it('offers no additional fields while none is defined for complexes', async () => {
    openPage(['view_buildings'], []);
    expect(
      await screen.findByRole('article', { name: 'Vake Park' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Additional fields/ })).toBeNull();
  }, 30_000);

  it('lets a view-only reader open the availability chart and the additional fields, and change nothing', async () => {
    const user = userEvent.setup();
    // Held through a second role: the view-only role still takes every write away (spec §6).
    const writes: Permission[] = ['create_buildings', 'edit_buildings', 'delete_buildings'];
    openPage(['view_buildings', 'view_properties', ...writes], [permit], true);
    const card = await screen.findByRole('article', { name: 'Vake Park' }, { timeout: 10_000 });
    expect(within(card).getByRole('link', { name: 'Availability chart' })).toHaveAttribute(
      'href',
      '/buildings/4/chessboard',
    );
    expect(screen.queryByRole('button', { name: 'Add complex' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Edit complex/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Additional fields: Vake Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Additional fields: Vake Park' });
    expect(await within(dialog).findByRole('group', { name: 'Construction permit no.' })).toHaveTextContent(
      '01204561',
    );
    expect(within(dialog).queryByRole('button', { name: 'Edit fields' })).toBeNull();
  }, 30_000);

  it('shows a view-only reader a booked unit’s booking on the availability chart, and no way to sell, book or edit', async () => {
    const user = userEvent.setup();
    const unit = {
      id: 150,
      block: 'A',
      floor: 5,
      number: '12',
      rooms: 2,
      total_area: '65.00',
      price_per_m2: '1500.00',
      total_price: '97500.00',
      currency: 'USD',
      status: 'booked',
      state: 'white_frame',
      view: null,
      type: 'apartment',
    } as const;
    renderApp('/buildings/4/chessboard', {
      user: makeUser({
        view_only: true,
        permissions: [
          'view_buildings',
          'view_properties',
          'view_bookings',
          'create_sales',
          'create_bookings',
          'edit_properties',
        ],
      }),
      routes: {
        'GET /api/buildings/4': vake,
        'GET /api/buildings/4/chessboard': {
          building_id: 4,
          blocks: ['A'],
          units: [unit],
          counts: { booked: 1 },
          free_value: [],
        },
        'GET /api/properties/150': {
          ...unit,
          building_id: 4,
          building_name: 'Vake Park',
          cad_code: '',
          living_area: null,
          balcony_area: null,
          terrace_area: null,
          feature_ids: [],
          parent_id: null,
          retired_at: null,
          created_at: '2026-01-10T10:00:00Z',
          updated_at: '2026-01-10T10:00:00Z',
          features: [],
          plan_url: null,
          parent: null,
          children: [],
          price_history: [],
        },
        'GET /api/bookings': activeBookingPage,
        'GET /api/custom-fields': [],
      },
    });
    await user.click(await screen.findByRole('button', { name: /^12 / }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('region', { name: 'Unit No. 12' });
    expect(await within(drawer).findByRole('link', { name: 'Open booking №21' })).toHaveAttribute(
      'href',
      '/bookings?booking=21',
    );
    for (const action of ['Sell', 'Book', 'Edit'])
      expect(within(drawer).queryByRole('button', { name: action })).toBeNull();
  }, 30_000);

  it('edits the English and Russian forms a bilingual contract prints, beside the Georgian', async () => {
    const user = userEvent.setup();
    const app = openPage(['view_buildings', 'edit_buildings'], []);
    await user.click(
      await screen.findByRole('button', { name: 'Edit complex: Vake Park' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const other = within(dialog).getByRole('group', { name: 'In other languages' });
    expect(within(other).getByRole('textbox', { name: 'Company in English' })).toHaveValue('Vake LLC');
    expect(within(other).getByRole('textbox', { name: 'Director in Russian' })).toHaveValue('Гиорги Беридзе');
    await user.type(
      within(other).getByRole('textbox', { name: 'Address in English' }),
      '64 Chavchavadze Ave',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.calls('POST', '/api/buildings/4')).toHaveLength(1));
    const sent = app.api.calls('POST', '/api/buildings/4')[0]!.body as FormData;
    expect(sent.get('address_en')).toBe('64 Chavchavadze Ave');
    expect(sent.get('address')).toBe('თბილისი, ჭავჭავაძის გამზ. 64');
    expect(sent.get('company_name_en')).toBe('Vake LLC');
    expect(sent.get('company_name_ru')).toBe('');
  }, 30_000);
});
