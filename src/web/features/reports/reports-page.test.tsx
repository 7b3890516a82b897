import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { downloadBlob } from '../../lib/excel-export';
import type { FakeRequest } from '../../test/fake-api';
import { makeBuilding, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/excel-export', () => ({ downloadBlob: vi.fn() }));

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const emptyReport = { rows: [], totals: {}, date_from: '2025-11-27', date_to: '2026-11-27' };
const managers = [
  { id: 3, name: 'Giorgi Kapanadze' },
  { id: 5, name: 'Nino Beridze' },
];

const complexes = [
  makeBuilding({ id: 1, name: 'ვაკე', name_en: 'Vake Park', name_ru: '' }),
  makeBuilding({ id: 2, name: 'საბურთალო', name_en: 'Saburtalo Hills', name_ru: '' }),
];

function openReports(
  path: string,
  answered = managers,
  user = makeUser({ permissions: ['view_reports', 'view_sales'] }),
) {
  const typing = userEvent.setup();
  const app = renderApp(path, {
    user,
    routes: {
      'GET /api/buildings': complexes,
      'POST /api/reporting': emptyReport,
      'GET /api/reporting/responsible-users': answered,
      'POST /api/reporting/export/overview': () => new Response('xlsx'),
    },
  });
  return { user: typing, ...app };
}

const lastBody = (calls: FakeRequest[]) => calls.at(-1)?.body as Record<string, unknown> | undefined;

describe('the reports’ manager filter', () => {
  it('sends the managers of the address and those chosen, and exports with them', async () => {
    const { user, api } = openReports('/reports?responsible_user_ids=3');
    const picker = await screen.findByRole('combobox', { name: 'Responsible managers' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(lastBody(api.calls('POST', '/api/reporting'))?.responsible_user_ids).toEqual([3]),
    );
    expect(picker).toHaveTextContent('Giorgi Kapanadze');

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Nino Beridze' }));
    await waitFor(() =>
      expect(lastBody(api.calls('POST', '/api/reporting'))?.responsible_user_ids).toEqual([3, 5]),
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(lastBody(api.calls('POST', '/api/reporting/export/overview'))).toMatchObject({
      responsible_user_ids: [3, 5],
    });
  }, 30_000);

  it('offers no picker to someone the server offers only themselves', async () => {
    const { api } = openReports('/reports', [managers[0]!]);
    await waitFor(() => expect(api.calls('GET', '/api/reporting/responsible-users')).toHaveLength(1));
    await waitFor(() => expect(api.calls('POST', '/api/reporting').length).toBeGreaterThan(0));
    expect(within(document.body).queryByRole('combobox', { name: 'Responsible managers' })).toBeNull();
    expect(lastBody(api.calls('POST', '/api/reporting'))).not.toHaveProperty('responsible_user_ids');
  });
});

describe('the reports for a view-only reader', () => {
  it('loads the complexes filter, as the server answers them the complexes', async () => {
    // The seeded accountant: view-only, reading reports, complexes and sales.
    const accountant = makeUser({
      roles: ['accountant'],
      view_only: true,
      permissions: ['view_reports', 'view_buildings', 'view_sales', 'all_buildings_access'],
    });
    const { user, api } = openReports('/reports', managers, accountant);
    const picker = await screen.findByRole('combobox', { name: 'Complexes' }, { timeout: 10_000 });
    expect(api.calls('GET', '/api/buildings').length).toBeGreaterThan(0);
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Saburtalo Hills' }));
    await waitFor(() => expect(lastBody(api.calls('POST', '/api/reporting'))?.building_ids).toEqual([2]));
  }, 30_000);
});
