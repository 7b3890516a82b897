import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, PNG_1X1, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const employee = (n: number, extra: Record<string, unknown> = {}) => ({
  username: `employee${n}`,
  email: `employee${n}@demo.ge`,
  first_name: 'ეკა',
  last_name: `თანამშრომელი${n}`,
  phone: '+995 599 00 00 0' + (n % 10),
  password: 'secret123',
  roles: ['sales_manager'],
  ...extra,
});

describe('employees', () => {
  it('lists users paginated with the product list shape', async () => {
    const api = await t.as('admin');
    const res = await api.get('/api/users?perpage=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 5, from: 1, to: 5, total: 6 });
    expect(body.links.prev).toBeNull();
    expect(body.links.next).toBe('/api/users?perpage=5&page=2');
    const second = (await api.get(body.links.next)).json();
    expect(second.meta).toMatchObject({ current_page: 2, from: 6, to: 6 });
    expect(second.data[0]).toMatchObject({ roles: [expect.any(String)], active: true });
    expect((await api.get('/api/users?page=0')).json().meta.current_page).toBe(1);
    expect((await api.get('/api/users?perpage=all')).json().meta).toMatchObject({
      per_page: 'all',
      total: 6,
      last_page: 1,
    });
  });

  it('filters by search, role and active, and answers the latest N', async () => {
    const api = await t.as('admin');
    expect(
      (await api.get('/api/users?search=კაპანაძე')).json().data.map((u: { username: string }) => u.username),
    ).toEqual(['admin']);
    expect(
      (await api.get('/api/users?role=accountant')).json().data.map((u: { username: string }) => u.username),
    ).toEqual(['accountant']);
    expect((await api.get('/api/users?active=false')).json().meta.total).toBe(0);
    const latest = (await api.get('/api/users?onlyLatest=2')).json();
    expect(latest.data).toHaveLength(2);
  });

  it('creates an employee from multipart with roles[], direct permissions[], buildings[] and an avatar', async () => {
    const api = await t.as('admin', 'en');
    const form = multipart(
      {
        username: 'nika',
        email: 'nika@demo.ge',
        first_name: 'ნიკა',
        last_name: 'გოგოლაძე',
        phone: '+995 577 11 22 33',
        password: 'secret123',
        active: 'true',
        is_admin: 'true',
        'roles[]': ['booking_registrar'],
        'permissions[]': ['view_reports'],
        'buildings[]': ['3', '1'],
      },
      [{ field: 'avatar', filename: 'nika.png', data: PNG_1X1, type: 'image/png' }],
    );
    const res = await api.post('/api/users', form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'nika',
      roles: ['booking_registrar'],
      permissions: ['view_reports'],
      buildings: [1, 3],
      full_name: 'ნიკა გოგოლაძე',
    });
    expect(user.avatar).toMatch(/^\/api\/files\//);

    const me = (await (await t.as('nika')).get('/api/user')).json();
    expect(me.permissions).toEqual(expect.arrayContaining(['view_bookings', 'view_reports']));
  });

  it('answers bad input with 422 per field and creates nothing', async () => {
    const api = await t.as('admin', 'en');
    const before = (await api.get('/api/users')).json().meta.total;
    const res = await api.post('/api/users', {
      username: 'ab',
      email: 'not-an-email',
      first_name: '',
      last_name: 'X',
      password: 'short',
      roles: ['wizard'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['At least 4 characters'],
      email: ['Invalid e-mail format'],
      first_name: ['Required field'],
      password: ['At least 8 characters'],
    });
    const unknownRole = await api.post('/api/users', employee(90, { roles: ['wizard'] }));
    expect(unknownRole.json().errors).toEqual({ roles: ['Unknown role'] });
    expect((await api.get('/api/users')).json().meta.total).toBe(before);
  });

  it('keeps e-mail and username unique', async () => {
    const api = await t.as('admin', 'en');
    const res = await api.post('/api/users', employee(91, { email: 'ADMIN@demo.ge', username: 'Admin' }));
    expect(res.json().errors).toEqual({
      username: ['This username is already taken'],
      email: ['E-mail should be unique'],
    });
    const ka = await (await t.as('admin')).post('/api/users', employee(92, { email: 'admin@demo.ge' }));
    expect(ka.json().errors.email).toEqual(['ეს ელ-ფოსტა უკვე გამოყენებულია']);
  });

  it('updates an employee; deactivating ends their sessions and stops sign-in', async () => {
    const admin = await t.as('admin', 'en');
    const { id } = (await admin.post('/api/users', employee(1))).json();
    const theirApi = await t.as('employee1');
    expect((await theirApi.get('/api/user')).statusCode).toBe(200);

    const res = await admin.put(`/api/users/${id}`, {
      ...employee(1),
      password: '',
      active: false,
      roles: ['accountant'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, roles: ['accountant'] });
    expect((await theirApi.get('/api/user')).statusCode).toBe(401);
    expect(
      (await t.anonymous().post('/api/login', { login: 'employee1', password: 'secret123' })).statusCode,
    ).toBe(422);

    const log = (
      await admin.post('/api/logs', { entity_type: 'user', entity_id: String(id), action: 'update' })
    ).json().data[0];
    expect(log.changes).toEqual({
      active: { before: true, after: false },
      roles: { before: ['sales_manager'], after: ['accountant'] },
    });
  });

  it('deletes an employee without history, deactivates one with history', async () => {
    const admin = await t.as('admin', 'en');
    const fresh = (await admin.post('/api/users', employee(2))).json();
    expect((await admin.delete(`/api/users/${fresh.id}`)).json()).toEqual({
      success: true,
      deactivated: false,
      message: 'Record deleted successfully',
    });
    expect((await admin.get(`/api/users/${fresh.id}`)).statusCode).toBe(404);

    const worker = (await admin.post('/api/users', employee(3))).json();
    await t.anonymous().post('/api/login', { login: 'employee3', password: 'secret123' });
    const res = (await admin.delete(`/api/users/${worker.id}`)).json();
    expect(res).toMatchObject({ success: true, deactivated: true });
    expect((await admin.get(`/api/users/${worker.id}`)).json().active).toBe(false);

    const self = (await admin.get('/api/user')).json();
    expect((await admin.delete(`/api/users/${self.id}`)).json().message).toBe('You cannot delete yourself');
  });

  it('takes the avatar of a deleted employee with it', async () => {
    const admin = await t.as('admin', 'en');
    const { roles, ...fields } = employee(4);
    const form = multipart({ ...fields, 'roles[]': roles }, [
      { field: 'avatar', filename: 'face.png', data: PNG_1X1, type: 'image/png' },
    ]);
    const created = (await admin.post('/api/users', form.payload, form.headers)).json();
    expect((await t.anonymous().get(created.avatar)).statusCode).toBe(200);
    expect((await admin.delete(`/api/users/${created.id}`)).json()).toMatchObject({ deactivated: false });
    expect((await t.anonymous().get(created.avatar)).statusCode).toBe(404);
  });

  it('keeps a view-only accountant from changing anything, while they can still read', async () => {
    const api = await t.as('accountant', 'en');
    expect((await api.get('/api/company')).statusCode).toBe(200);
    expect((await api.post('/api/logs', {})).statusCode).toBe(200);
    const admin = await t.as('admin');
    const accountantId = (await api.get('/api/user')).json().id;
    const granted = await admin.put(`/api/users/${accountantId}`, {
      username: 'accountant',
      email: 'accountant@demo.ge',
      first_name: 'თამარ',
      last_name: 'გელაშვილი',
      roles: ['accountant'],
      permissions: ['edit_general_company', 'view_users', 'create_users'],
    });
    expect(granted.json()).toMatchObject({
      permissions: ['create_users', 'edit_general_company', 'view_users'],
    });
    expect((await api.get('/api/user')).json().permissions).toContain('edit_general_company');
    const res = await api.post('/api/company', { company_name: 'Changed' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role may only view records');
    expect((await api.get('/api/users')).statusCode).toBe(200);
    expect((await api.post('/api/users', employee(4))).statusCode).toBe(403);
    expect((await admin.get('/api/company')).json().company_name).not.toBe('Changed');
  });

  it('needs the right permission for each action', async () => {
    const api = await t.as('sales_manager', 'en');
    expect((await api.get('/api/users')).json().missing_permission).toBe('view_users');
    expect((await api.post('/api/users', employee(5))).json().missing_permission).toBe('create_users');
    expect((await api.put('/api/users/1', employee(5))).json().missing_permission).toBe('edit_users');
    expect((await api.delete('/api/users/1')).json().missing_permission).toBe('delete_users');
    expect((await t.anonymous().get('/api/users')).statusCode).toBe(401);
  });

  it('offers the assignable permissions and role names', async () => {
    const body = (await (await t.as('admin')).get('/api/users/user-permissions')).json();
    expect(body.roles).toEqual(expect.arrayContaining(['admin', 'accountant']));
    expect(body.permissions).toContain('all_buildings_access');
  });
});
