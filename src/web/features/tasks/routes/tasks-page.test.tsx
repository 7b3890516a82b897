import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { Permission } from '@shared/permissions';
import type { Task } from '@shared/tasks/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import type { FakeRequest } from '../../../test/fake-api';
import { makeTask as task, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const page = (data: Task[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: data.length, total: data.length },
  links: { prev: null, next: null },
});

const listed = [
  task({}),
  task({
    id: 2,
    title: 'Sign at four',
    due_date: '2026-03-10T16:00',
    overdue: false,
    due_today: true,
    model: null,
    model_id: null,
    model_label: null,
    can_delete: false,
  }),
];

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openTasks(permissions: Permission[] = []) {
  const user = userEvent.setup();
  const app = renderApp('/tasks', {
    user: makeUser({ permissions }),
    routes: {
      'GET /api/tasks': (request: FakeRequest) => page(request.query.get('status') === 'done' ? [] : listed),
      'GET /api/tasks/actual': { count: 2 },
      'GET /api/tasks/assignees': {
        data: [
          { id: 1, name: 'Nino Beridze' },
          { id: 2, name: 'Giorgi Lomidze' },
        ],
      },
      'POST /api/tasks': task({ status: 'done' }),
      'DELETE /api/tasks/1': { success: true },
    },
  });
  return { user, app };
}

describe('tasks page', { timeout: 60_000 }, () => {
  it('shows my open tasks with their deadlines marked, filters them, and marks one done with one click', async () => {
    const { user, app } = openTasks();
    await screen.findByRole('button', { name: 'Delete: Call the buyer' }, { timeout: 40_000 });
    expect(screen.getByText('09.03.2026 · Overdue')).toBeVisible();
    expect(screen.getByText('10.03.2026 16:00 · Today')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sale №A-100' })).toHaveAttribute('href', '/sales/7');
    expect(app.api.calls('GET', '/api/tasks')[0]?.query.get('scope')).toBe('mine');
    expect(app.api.calls('GET', '/api/tasks')[0]?.query.get('status')).toBe('open');
    // Everybody's tasks only for view_all_tasks.
    expect(screen.queryByRole('button', { name: 'Everyone’s' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My current tasks: 2' })).toHaveAttribute('href', '/tasks');

    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(app.api.calls('GET', '/api/tasks').at(-1)?.query.get('due')).toBe('overdue'));

    await user.click(screen.getByRole('button', { name: 'Mark as done: Call the buyer' }));
    expect(await screen.findByText('Task done')).toBeVisible();
    expect(app.api.calls('POST', '/api/tasks')[0]?.body).toMatchObject({
      id: 1,
      status: 'done',
      model: 'sale',
      model_id: 7,
    });
    // Only the creator (or manage_tasks) is offered delete.
    expect(screen.queryByRole('button', { name: 'Delete: Sign at four' })).toBeNull();
  });

  it('adds a task due today for me by default, once it has a title', async () => {
    const { user, app } = openTasks(['view_all_tasks']);
    expect(await screen.findByRole('button', { name: 'Everyone’s' }, { timeout: 10_000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required field')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Prepare the contract');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.api.calls('POST', '/api/tasks')[0]?.body).toEqual({
      title: 'Prepare the contract',
      description: '',
      priority: 'normal',
      status: 'open',
      due_date: tbilisiToday(),
      assignee_id: 1,
      model: null,
      model_id: null,
    });
  });

  it('deletes a task only after confirming', async () => {
    const { user, app } = openTasks();
    await user.click(
      await screen.findByRole('button', { name: 'Delete: Call the buyer' }, { timeout: 10_000 }),
    );
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.calls('DELETE', '/api/tasks/1')).toHaveLength(1));
  });
});

describe('tasks page for a view-only reader (spec §6)', { timeout: 60_000 }, () => {
  const accountant = (permissions: Permission[]) =>
    makeUser({ roles: ['accountant'], permissions, view_only: true });

  function openAsViewOnly(permissions: Permission[], path = '/tasks') {
    const user = userEvent.setup();
    const app = renderApp(path, {
      user: accountant(permissions),
      routes: {
        'GET /api/tasks': page(listed),
        'GET /api/tasks/actual': { count: 2 },
        'GET /api/tasks/1': { ...listed[0], description: 'Ask about the second instalment' },
        'GET /api/tasks/assignees': { data: [{ id: 1, name: 'Nino Beridze' }] },
      },
    });
    return { user, app };
  }

  it('shows everyone’s tasks to a view-only reader holding view_all_tasks', async () => {
    const { user, app } = openAsViewOnly(['view_all_tasks']);
    // Reading everyone's tasks hangs on view_all_tasks, which a view-only role may hold; it is no write.
    await user.click(await screen.findByRole('button', { name: 'Everyone’s' }, { timeout: 40_000 }));
    await waitFor(() => expect(app.api.calls('GET', '/api/tasks').at(-1)?.query.get('scope')).toBe('all'));
  });

  it('hides everyone’s tasks from a view-only reader without view_all_tasks', async () => {
    openAsViewOnly([]);
    expect(await screen.findByRole('button', { name: 'Mine' }, { timeout: 40_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Everyone’s' })).toBeNull();
  });

  it('lists the tasks to a view-only reader with no add, done, edit or delete, and opens one to read', async () => {
    const { user, app } = openAsViewOnly([]);
    expect(await screen.findByText('Call the buyer', {}, { timeout: 40_000 })).toBeVisible();
    expect(screen.getByText('Sign at four')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add task' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark as done/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    // The status still shows, as a picture rather than a button.
    expect(screen.getAllByRole('img', { name: 'Open' })).toHaveLength(2);

    // Double-clicking a row shows the task to read, with nothing to save.
    await user.dblClick(screen.getByText('Call the buyer'));
    const dialog = await screen.findByRole('dialog', { name: 'Call the buyer' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.api.calls('POST', '/api/tasks')).toHaveLength(0);
  });

  it('opens a task a bell notice links to for reading, not as a form to save', async () => {
    openAsViewOnly([], '/tasks?task=1');
    const dialog = await screen.findByRole('dialog', { name: 'Call the buyer' }, { timeout: 40_000 });
    expect(within(dialog).getByText('Ask about the second instalment')).toBeVisible();
    expect(within(dialog).getByText('09.03.2026 · Overdue')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Sale №A-100' })).toHaveAttribute('href', '/sales/7');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
