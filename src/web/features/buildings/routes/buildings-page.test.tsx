import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Building } from '@shared/buildings/contracts';
import type { Permission } from '@shared/permissions';
import type { CustomFieldRow } from '@shared/templates/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const vake: Building = {
  id: 4,
  name: 'ვაკე პარკი',
  name_en: 'Vake Park',
  name_ru: 'Ваке Парк',
  cad_code: '01.14.14.007.012',
  company_name: 'შპს ვაკე',
  company_name_en: 'Vake LLC',
  company_name_ru: '',
  company_id: '405287311',
  director: 'გიორგი ბერიძე',
  director_en: 'Giorgi Beridze',
  director_ru: 'Гиорги Беридзе',
  director_pid: '01001012345',
  facsimile_file_url: null,
  manager_name: '',
  address: 'თბილისი, ჭავჭავაძის გამზ. 64',
  address_en: '',
  address_ru: '',
  email: '',
  phone: '',
  property_states: [],
  blocks: ['A'],
  notifiable: false,
  bank_accounts: [],
  property_counts: { free: 10, sold: 2 },
};
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

const openPage = (permissions: Permission[], fields: CustomFieldRow[]) =>
  renderApp('/buildings', {
    user: makeUser({ permissions }),
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
