import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { reply } from '../../test/fake-api';
import { makeConfig, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('sends an anonymous user to /login', async () => {
    const { pathname } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('sends a signed-in user who opens /login home', async () => {
    const { pathname } = renderApp('/login', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
  });

  it('sends a user without the section permission home', async () => {
    const { pathname, api } = renderApp('/users', { user: makeUser({ permissions: ['view_sales'] }) });
    expect(await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(api.calls('GET', '/api/users')).toHaveLength(0);
  });

  it('sends a user holding the permission but without admin-panel access home', async () => {
    const { pathname } = renderApp('/company', {
      user: makeUser({ is_admin: false, permissions: ['view_general_company'] }),
    });
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });
    expect(pathname()).toBe('/');
  });

  it('sends a user home from a section whose module is switched off', async () => {
    const config = makeConfig({
      modules: { sale_types: false, overdue_letters: true, bonus: true, services: true, tasks: true },
    });
    const { pathname } = renderApp('/bookings', {
      user: makeUser({ permissions: ['view_bookings'] }),
      config,
    });
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });
    expect(pathname()).toBe('/');
  });

  it('admits an admin-panel user holding one of the permissions', async () => {
    const company = {
      company_name: 'Orbi Group',
      company_id: '404000000',
      company_director: '',
      company_phone: '',
      company_email: '',
    };
    const { pathname } = renderApp('/company', {
      user: makeUser({ permissions: ['view_general_company'] }),
      routes: { 'GET /api/company': company },
    });
    expect(await screen.findByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Orbi Group')).toBeDisabled();
    expect(pathname()).toBe('/company');
  });

  it('signs out on a 401 answer and goes to /login', async () => {
    const { pathname } = renderApp('/', {
      user: makeUser(),
      routes: { 'GET /api/user': reply(401, { message: 'Unauthenticated' }) },
    });
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
