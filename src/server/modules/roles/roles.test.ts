import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@shared/permissions';
import { userRoles } from '../../db/schema';
import { insertUser, userIdOf } from '../../test/factories';
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

  it("applies a role's changed permissions from the signed-in holder's next request", async () => {
    const admin = await t.as('admin');
    const { role } = (
      await admin.post('/api/role-permission/roles', { name: 'reader', permissions: ['view_sales'] })
    ).json();
    await admin.post('/api/users', {
      username: 'reader1',
      email: 'reader1@demo.ge',
      first_name: 'Read',
      last_name: 'Er',
      password: 'secret123',
      roles: [role.name],
    });
    const reader = await t.as('reader1', 'en');
    expect((await reader.get('/api/sales')).statusCode).toBe(200);
    await admin.post('/api/role-permission/roles', {
      id: role.id,
      name: 'reader',
      permissions: ['view_customers'],
    });
    expect((await reader.get('/api/sales')).statusCode).toBe(403);
    await admin.post('/api/role-permission/roles', {
      id: role.id,
      name: 'reader',
      permissions: ['view_sales'],
    });
    expect((await reader.get('/api/sales')).statusCode).toBe(200);
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

  it('keeps a role editor from changing or deleting a role that holds permissions they lack', async () => {
    await insertUser(t.db, 'role_editor', ['view_role_permissions', 'edit_role_permissions', 'view_sales']);
    const editor = await t.as('role_editor', 'en');
    const roles = (await editor.get('/api/role-permission/roles')).json() as {
      id: number;
      name: string;
      permissions: string[];
    }[];
    const manager = roles.find((r) => r.name === 'sales_manager')!;
    const emptied = await editor.post('/api/role-permission/roles', {
      id: manager.id,
      name: 'sales_manager',
      permissions: [],
    });
    expect(emptied.statusCode).toBe(403);
    expect(emptied.json().message).toBe(
      'You cannot change or delete this role: it holds permissions you do not have',
    );
    const still = (await editor.get('/api/role-permission/roles')).json() as typeof roles;
    expect(still.find((r) => r.id === manager.id)!.permissions).toEqual(manager.permissions);

    // A role within the editor's own permissions stays theirs to change.
    const own = (
      await editor.post('/api/role-permission/roles', { name: 'sales_reader', permissions: ['view_sales'] })
    ).json().role;
    const changed = await editor.post('/api/role-permission/roles', {
      id: own.id,
      name: 'sales_reader',
      permissions: [],
    });
    expect(changed.statusCode).toBe(200);

    await insertUser(t.db, 'role_remover', ['view_role_permissions', 'delete_role_permissions']);
    const unused = (
      await (
        await t.as('admin')
      ).post('/api/role-permission/roles', { name: 'unused', permissions: ['view_sales'] })
    ).json().role;
    const refused = await (
      await t.as('role_remover', 'en')
    ).delete(`/api/role-permission/roles/${unused.id}`);
    expect(refused.statusCode).toBe(403);
  });

  it('makes view-only a property of the role that a rename does not change', async () => {
    const admin = await t.as('admin', 'en');
    const roles = (await admin.get('/api/role-permission/roles')).json() as {
      id: number;
      name: string;
      permissions: string[];
      view_only: boolean;
    }[];
    expect(roles.filter((r) => r.view_only).map((r) => r.name)).toEqual(['accountant']);
    const accountant = roles.find((r) => r.name === 'accountant')!;
    const api = await t.as('accountant', 'en');
    const write = () => api.post('/api/company', { company_name: 'Bookkept' });

    const renamed = await admin.post('/api/role-permission/roles', {
      id: accountant.id,
      name: 'bookkeeper',
      permissions: [...accountant.permissions, 'edit_general_company'],
    });
    expect(renamed.json().role).toMatchObject({ name: 'bookkeeper', view_only: true });
    const refused = await write();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role may only view records');

    await admin.post('/api/role-permission/roles', {
      id: accountant.id,
      name: 'bookkeeper',
      permissions: [...accountant.permissions, 'edit_general_company'],
      view_only: false,
    });
    expect((await write()).statusCode).toBe(200);

    // Any role can be made view-only; holding sales_manager as well lifts it, as spec §6 says.
    const manager = roles.find((r) => r.name === 'sales_manager')!;
    const cashier = (
      await admin.post('/api/role-permission/roles', { name: 'cashier', permissions: [], view_only: true })
    ).json().role;
    expect(cashier.view_only).toBe(true);
    await t.db
      .insert(userRoles)
      .values({ user_id: await userIdOf(t.db, 'client_manager'), role_id: cashier.id });
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.post('/api/customers', {})).json().message).toBe(
      'Your role may only view records',
    );
    await t.db
      .insert(userRoles)
      .values({ user_id: await userIdOf(t.db, 'client_manager'), role_id: manager.id });
    expect((await clientManager.post('/api/customers', {})).statusCode).toBe(422);
  });
});
