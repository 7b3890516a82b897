import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { IDLE_OVERRIDE_KEY } from './idle-timeout';

beforeAll(() => i18n.changeLanguage('en'));

beforeEach(() => {
  // Time runs on its own (so the app loads) and can also be jumped forward.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sessionStorage.setItem(IDLE_OVERRIDE_KEY, '5');
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const question = 'Due to inactivity your session is about to expire. Do you want to stay in the system?';

describe('idle time-out', () => {
  it('asks after the idle time, counts down 10 seconds, then signs out', async () => {
    const { pathname, api } = renderApp('/', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });

    act(() => vi.advanceTimersByTime(5_000));
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10');

    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('timer')).toHaveTextContent('6');

    act(() => vi.advanceTimersByTime(6_000));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(api.calls('POST', '/api/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(
      await screen.findByText('You were signed out after 30 minutes without activity.'),
    ).toBeInTheDocument();
  });

  it('keeps the session when the user chooses to stay, and activity postpones the question', async () => {
    const { pathname, api } = renderApp('/', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });

    act(() => vi.advanceTimersByTime(4_000));
    await userEvent.keyboard('a');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText(question)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_000));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());

    act(() => vi.advanceTimersByTime(4_000));
    expect(pathname()).toBe('/');
    expect(api.calls('POST', '/api/logout')).toHaveLength(0);
  });
});
