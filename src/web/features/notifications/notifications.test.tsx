import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@shared/notifications/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import type { FakeRequest } from '../../test/fake-api';
import { emptyPage, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const notice = (overrides: Partial<Notification> = {}): Notification => ({
  id: 41,
  created_at: '2026-03-02T08:15:00.000Z',
  text: 'Payment of 1,500.00 $ received on contract No. VP-2024/015 (Vake Park, №A-12, Nino Beridze)',
  unread: true,
  kind: 'payment_added',
  link: '/sales/12',
  ...overrides,
});

const page = (rows: Notification[], unread = rows.filter((r) => r.unread).length) => ({
  ...emptyPage,
  data: rows,
  meta: { ...emptyPage.meta, total: rows.length, from: rows.length ? 1 : null, to: rows.length || null },
  unread_count: unread,
});

/** A stream the test writes server-sent events into, answered as GET /api/notifications/stream. */
function pushStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const requests: FakeRequest[] = [];
  return {
    route: (request: FakeRequest) => {
      requests.push(request);
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    requests,
    push: (event: string, data: object) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

const user = makeUser({ permissions: ['view_sales'] });

describe('the bell', () => {
  it('updates its badge and dropdown when the stream pushes a notice, and opens what a notice is about', async () => {
    const typing = userEvent.setup();
    const stream = pushStream();
    let rows: Notification[] = [];
    const { api, pathname } = renderApp('/', {
      user,
      routes: {
        'GET /api/notifications': () => page(rows),
        'GET /api/notifications/stream': stream.route,
        'POST /api/mark-as-read': { success: true },
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 0' });
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    // The token travels in the header, never in the address.
    expect(stream.requests[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(stream.requests[0]!.query.toString()).toBe('');
    stream.push('unread', { unread_count: 0 });

    rows = [notice()];
    stream.push('notice', { unread_count: 1 });
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBe(bell);

    await typing.click(bell);
    const dropdown = await screen.findByRole('presentation');
    await typing.click(await within(dropdown).findByText(/Payment of 1,500\.00 \$ received/));
    await waitFor(() => expect(pathname()).toBe('/sales/12'));
    expect(api.calls('POST', '/api/mark-as-read').map((r) => r.body)).toEqual([{ id: 41 }]);
  });

  it('polls the list when the stream cannot be opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = renderApp('/', { user });
      await screen.findByRole('button', { name: 'Notifications, unread: 0' });
      const before = api.calls('GET', '/api/notifications').length;
      await vi.advanceTimersByTimeAsync(61_000);
      await waitFor(() => expect(api.calls('GET', '/api/notifications').length).toBeGreaterThan(before));
      expect(api.calls('GET', '/api/notifications/stream').length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/notifications', () => {
  it('lists the user’s notices, filters the unread ones and marks them all read', async () => {
    const typing = userEvent.setup();
    const rows = [
      notice(),
      notice({ id: 40, unread: false, kind: null, link: null, text: '<b>Welcome!</b>' }),
    ];
    const { api } = renderApp('/notifications', {
      user,
      routes: {
        'GET /api/notifications': (r: FakeRequest) =>
          r.query.get('unread') === 'true'
            ? page(
                rows.filter((n) => n.unread),
                1,
              )
            : page(rows, 1),
        'POST /api/mark-as-read': { success: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('Read')).toBeInTheDocument();

    await typing.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(screen.queryByText('Welcome!')).not.toBeInTheDocument());
    expect(api.calls('GET', '/api/notifications').at(-1)!.query.get('unread')).toBe('true');

    await typing.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.calls('POST', '/api/mark-as-read').map((r) => r.body)).toEqual([{ id: 'all' }]),
    );
  });
});

describe('/manager/notifications', () => {
  it('lists staff notices with their recipient for view_notification_logs', async () => {
    const { api } = renderApp('/manager/notifications', {
      user: makeUser({ permissions: ['view_sales', 'view_notification_logs'] }),
      routes: {
        'GET /api/notifications': (r: FakeRequest) =>
          r.query.get('mode') === 'manager'
            ? page([notice({ recipient_name: 'Davit Maisuradze' })])
            : page([]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Staff notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Davit Maisuradze')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Recipient' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/notifications').some((r) => r.query.get('mode') === 'manager')).toBe(true);
  });

  it('is not open to a user without view_notification_logs', async () => {
    const { pathname } = renderApp('/manager/notifications', { user });
    await screen.findByRole('heading', { name: 'Hello, Nino Beridze!' });
    expect(pathname()).toBe('/');
  });
});
