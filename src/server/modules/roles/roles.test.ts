import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shared/permissions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('roles and permissions', () => {
  it('lists the permission vocabulary and the six seeded roles', async () => {
    const api = await t.as('admin', 'en');
    const perms = (await api.get('/api/role-permission/permissions')).json();
    expect(perms.permissions).toEqual([...PERMISSIONS]);
    expect(perms.groups.administration).toContain('view_users');
    const roles = (await api.get('/api/role-permission/roles')).json();
    expect(roles.map((r: { name: string }) => r.name)).toEqual([
      'admin',
      'accountant',
      'sales_manager',
      'property_registrar',
      'booking_registrar',
      'client_manager',
    ]);
    expect(roles[0]).toMatchObject({ users_count: 1 });
  });

  it('creates a role, updates it by id, and audits both', async () => {
    const api = await t.as('admin', 'en');
    const created = await api.post('/api/role-permission/roles', {
      name: 'cashier',
      permissions: ['view_sales', 'add_payments', 'view_sales'],
    });
    expect(created.statusCode).toBe(200);
    const { role } = created.json();
    expect(role).toMatchObject({
      name: 'cashier',
      permissions: ['add_payments', 'view_sales'],
      users_count: 0,
    });

    const updated = await api.post('/api/role-permission/roles', {
      id: role.id,
      name: 'senior_cashier',
      permissions: ['view_sales'],
    });
    expect(updated.json()).toMatchObject({
      success: true,
      role: { id: role.id, name: 'senior_cashier', permissions: ['view_sales'] },
    });

    const logs = (await api.post('/api/logs', { entity_type: 'role', entity_id: String(role.id) })).json();
    expect(logs.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(logs.data[0].changes).toEqual({
      name: { before: 'cashier', after: 'senior_cashier' },
      permissions: { before: ['add_payments', 'view_sales'], after: ['view_sales'] },
    });
  });

  it('refuses an unknown permission and a duplicate name with 422 per field', async () => {
    const api = await t.as('admin', 'en');
    const unknown = await api.post('/api/role-permission/roles', {
      name: 'x_role',
      permissions: ['fly_to_the_moon'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.permissions).toEqual(['Unknown permission']);
    const duplicate = await api.post('/api/role-permission/roles', { name: 'ADMIN', permissions: [] });
    expect(duplicate.json().errors).toEqual({ name: ['A role with this name already exists'] });
    const empty = await api.post('/api/role-permission/roles', { name: '  ', permissions: [] });
    expect(empty.json().errors).toEqual({ name: ['Required field'] });
  });

  it('refuses to delete a role in use, deletes one that is not', async () => {
    const api = await t.as('admin', 'en');
    const roles = (await api.get('/api/role-permission/roles')).json() as { id: number; name: string }[];
    const inUse = roles.find((r) => r.name === 'accountant')!;
    const refused = await api.delete(`/api/role-permission/roles/${inUse.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The role is assigned to employees and cannot be deleted');

    const { role } = (
      await api.post('/api/role-permission/roles', { name: 'temporary', permissions: [] })
    ).json();
    expect((await api.delete(`/api/role-permission/roles/${role.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.delete(`/api/role-permission/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('lets nobody grant a permission they do not hold', async () => {
    const admin = await t.as('admin');
    const { role } = (
      await admin.post('/api/role-permission/roles', {
        name: 'role_editor',
        permissions: ['view_role_permissions', 'edit_role_permissions', 'view_sales'],
      })
    ).json();
    const editor = await admin.post('/api/users', {
      username: 'role_editor1',
      email: 'role_editor1@demo.ge',
      first_name: 'Role',
      last_name: 'Editor',
      password: 'secret123',
      roles: [role.name],
    });
    expect(editor.statusCode).toBe(200);
    const api = await t.as('role_editor1', 'en');
    const escalate = await api.post('/api/role-permission/roles', {
      name: 'escalated',
      permissions: ['view_sales', 'delete_users'],
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().missing_permission).toBe('delete_users');
    expect(
      (await api.post('/api/role-permission/roles', { name: 'viewer', permissions: ['view_sales'] }))
        .statusCode,
    ).toBe(200);
  });

  it('needs view_role_permissions to read and edit_role_permissions to write', async () => {
    const api = await t.as('sales_manager', 'en');
    expect((await api.get('/api/role-permission/roles')).json().missing_permission).toBe(
      'view_role_permissions',
    );
    expect(
      (await api.post('/api/role-permission/roles', { name: 'x', permissions: [] })).json()
        .missing_permission,
    ).toBe('edit_role_permissions');
    expect((await api.delete('/api/role-permission/roles/1')).json().missing_permission).toBe(
      'delete_role_permissions',
    );
  });
});
