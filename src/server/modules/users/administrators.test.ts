import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { insertUser, userIdOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { warnOfDemoPasswords } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The update body that keeps the seeded admin as they are, with these changes. */
const adminBody = (changes: Record<string, unknown> = {}) => ({
  username: 'admin',
  email: 'admin@demo.ge',
  first_name: 'Admin',
  last_name: 'Demo',
  roles: ['admin'],
  ...changes,
});

describe('who may change, deactivate or delete whom', () => {
  it('keeps a user holding only view_users and edit_users from disarming the administrator', async () => {
    await insertUser(t.db, 'user_editor', ['view_users', 'edit_users']);
    const editor = await t.as('user_editor', 'en');
    const adminId = await userIdOf(t.db, 'admin');

    const stripped = await editor.put(`/api/users/${adminId}`, adminBody({ roles: [] }));
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toBe(
      'You cannot change or delete this employee: they hold permissions you do not have',
    );
    const deactivated = await editor.put(`/api/users/${adminId}`, adminBody({ active: false, roles: [] }));
    expect(deactivated.statusCode).toBe(403);

    const admin = (await (await t.as('admin')).get(`/api/users/${adminId}`)).json();
    expect(admin).toMatchObject({ active: true, roles: ['admin'] });

    // An employee holding no more than the editor may still be changed by them.
    const peerId = await insertUser(t.db, 'peer_of_editor', ['view_users']);
    const peer = await editor.put(`/api/users/${peerId}`, {
      username: 'peer_of_editor',
      email: 'peer_of_editor@test.ge',
      first_name: 'Test',
      last_name: 'Peer',
      permissions: ['view_users'],
      active: false,
    });
    expect(peer.statusCode).toBe(200);
    expect(peer.json()).toMatchObject({ active: false });
  });

  it('keeps a user with delete_users from deleting one who holds more', async () => {
    await insertUser(t.db, 'user_remover', ['view_users', 'delete_users']);
    const remover = await t.as('user_remover', 'ka');
    const managerId = await userIdOf(t.db, 'sales_manager');
    const res = await remover.delete(`/api/users/${managerId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'ამ თანამშრომლის შეცვლა ან წაშლა არ შეგიძლიათ: მას აქვს უფლებები, რომლებიც თქვენ არ გაქვთ',
    );
    expect((await (await t.as('admin')).get(`/api/users/${managerId}`)).json().active).toBe(true);
  });

  it('never deactivates, deletes or demotes the last active administrator, and lets a second one go', async () => {
    const admin = await t.as('admin', 'en');
    const adminId = await userIdOf(t.db, 'admin');
    const message =
      'No active administrator would remain: the last one cannot be deactivated, deleted or lose their administrator permissions';

    const second = await admin.post('/api/users', {
      ...adminBody({ username: 'second_admin', email: 'second_admin@demo.ge' }),
      password: 'a long secret',
    });
    expect(second.statusCode).toBe(200);
    const secondId = second.json().id as number;
    const secondApi = await t.as('second_admin', 'en');

    // While another administrator remains, one can be demoted.
    const demoted = await secondApi.put(`/api/users/${adminId}`, adminBody({ roles: ['sales_manager'] }));
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().roles).toEqual(['sales_manager']);

    // second_admin is now the last one: not by the roles, the active flag, panel access or a delete.
    for (const changes of [
      { roles: ['accountant'] },
      { active: false },
      { is_admin: false },
      { roles: [], permissions: ['view_users', 'edit_users'] },
    ]) {
      const res = await secondApi.put(
        `/api/users/${secondId}`,
        adminBody({ username: 'second_admin', email: 'second_admin@demo.ge', ...changes }),
      );
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const roles = (await secondApi.get('/api/role-permission/roles')).json() as {
      id: number;
      name: string;
    }[];
    const adminRole = roles.find((r) => r.name === 'admin')!;
    const emptied = await secondApi.post('/api/role-permission/roles', {
      id: adminRole.id,
      name: 'admin',
      permissions: ['view_users'],
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().message).toBe(message);
    const viewOnly = await secondApi.post('/api/role-permission/roles', {
      id: adminRole.id,
      name: 'chief',
      permissions: ['view_users'],
      view_only: true,
    });
    expect(viewOnly.statusCode).toBe(422);

    // Nothing changed: second_admin still administers.
    expect((await secondApi.get(`/api/users/${secondId}`)).json()).toMatchObject({
      active: true,
      is_admin: true,
      roles: ['admin'],
    });
    const after = (await secondApi.get('/api/role-permission/roles')).json() as { name: string }[];
    expect(after.map((r) => r.name)).toContain('admin');

    // Once the first is an administrator again, the second may be demoted.
    expect((await secondApi.put(`/api/users/${adminId}`, adminBody())).statusCode).toBe(200);
    const back = await admin.put(
      `/api/users/${secondId}`,
      adminBody({ username: 'second_admin', email: 'second_admin@demo.ge', active: false }),
    );
    expect(back.statusCode).toBe(200);
    const gone = await (await t.as('admin', 'en')).delete(`/api/users/${adminId}`);
    expect(gone.json().message).toBe('You cannot delete yourself');
  });
});

describe('demo passwords', () => {
  it('warns at start while a demo account keeps the demo password, and stops naming one once changed', async () => {
    const app = await createTestApp();
    try {
      const warnings: string[] = [];
      const log = { warn: (message: string) => warnings.push(message) };
      const named = await warnOfDemoPasswords(app.db, log);
      expect(named).toEqual([
        'accountant',
        'admin',
        'booking_registrar',
        'client_manager',
        'property_registrar',
        'sales_manager',
      ]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('admin, booking_registrar');
      expect(warnings[0]).toContain('DEMO_DATA=false');
      expect(warnings[0]).toContain('npm run create-admin');

      const admin = await app.as('admin', 'en');
      const changed = await admin.put(`/api/users/${await userIdOf(app.db, 'admin')}`, {
        ...adminBody(),
        password: 'a long real secret',
      });
      expect(changed.statusCode).toBe(200);
      await app.db.update(users).set({ active: false }).where(eq(users.username, 'accountant'));

      warnings.length = 0;
      const after = await warnOfDemoPasswords(app.db, log);
      expect(after).not.toContain('admin');
      expect(after).not.toContain('accountant');
      expect(warnings[0]).toContain(
        'password: booking_registrar, client_manager, property_registrar, sales_manager.',
      );
      expect(after).toContain('sales_manager');
    } finally {
      await app.close();
    }
  });
});
