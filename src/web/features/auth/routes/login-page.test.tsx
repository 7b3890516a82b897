import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reply, type FakeRequest } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import i18n from '../../../i18n';

beforeAll(() => i18n.changeLanguage('en'));

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const user = makeUser();

async function submitCredentials(login = 'nino', password = 'secret-pass') {
  await userEvent.type(await screen.findByRole('textbox', { name: /Username or e-mail/ }), login);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('signs in straight away when no one-time code is required', async () => {
    const { pathname, api } = renderApp('/login', {
      routes: {
        'POST /api/pre-auth': { otp_required: false },
        'POST /api/login': { token: 'abc', user },
        'GET /api/user': user,
      },
    });
    await submitCredentials();
    expect(await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(api.calls('POST', '/api/login')[0]?.body).toEqual({ login: 'nino', password: 'secret-pass' });
  });

  it('asks for the one-time code when pre-auth says so, and sends it with the credentials', async () => {
    const { api } = renderApp('/login', {
      routes: {
        'POST /api/pre-auth': { otp_required: true },
        'POST /api/login': { token: 'abc', user },
        'GET /api/user': user,
      },
    });
    await submitCredentials();
    expect(await screen.findByRole('heading', { name: 'One-time code' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/login')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });
    expect(api.calls('POST', '/api/login')[0]?.body).toEqual({
      login: 'nino',
      password: 'secret-pass',
      otp: '123456',
    });
  });

  it('resends the code with the same credentials', async () => {
    const { api } = renderApp('/login', {
      routes: {
        'POST /api/pre-auth': { otp_required: true },
        'POST /api/resend-otp': { otp_required: true, message: 'The code has been sent' },
      },
    });
    await submitCredentials();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('The code has been sent')).toBeInTheDocument();
    expect(api.calls('POST', '/api/resend-otp')[0]?.body).toEqual({ login: 'nino', password: 'secret-pass' });
  });

  it('shows a wrong code under the code field', async () => {
    renderApp('/login', {
      routes: {
        'POST /api/pre-auth': { otp_required: true },
        'POST /api/login': reply(422, {
          message: 'The given data was invalid',
          errors: { otp: ['The code is wrong or expired'] },
        }),
      },
    });
    await submitCredentials();
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong or expired')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server errors of each field under that field', async () => {
    renderApp('/login', {
      routes: {
        'POST /api/pre-auth': reply(422, {
          message: 'The given data was invalid',
          errors: { login: ['Wrong username or password'] },
        }),
      },
    });
    await submitCredentials();
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username or e-mail/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('checks required fields before calling the server', async () => {
    const preAuth = vi.fn((_request: FakeRequest) => ({ otp_required: false }));
    renderApp('/login', { routes: { 'POST /api/pre-auth': preAuth } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(preAuth).not.toHaveBeenCalled();
  });

  it('shows a lock-out (429) above the form', async () => {
    renderApp('/login', {
      routes: { 'POST /api/pre-auth': reply(429, { message: 'Too many attempts; try again later' }) },
    });
    await submitCredentials();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts; try again later'),
    );
  });
});
