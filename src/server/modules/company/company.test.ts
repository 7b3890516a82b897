import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('company', () => {
  it('reads the seeded company and saves changes with an audit entry', async () => {
    const api = await t.as('admin', 'en');
    expect((await api.get('/api/company')).json()).toMatchObject({
      company_id: '405123456',
      company_email: 'info@tbilisi-development.ge',
    });
    const saved = await api.post('/api/company', {
      company_name: 'შპს „ახალი სახლი“',
      company_id: '405000001',
      company_director: 'ნინო კაპანაძე',
      company_director_en: 'Nino Kapanadze',
      company_director_ru: 'Нино Капанадзе',
      company_name_en: 'New Home LLC',
      company_phone: '+995 32 222 22 22',
      company_email: 'office@new-home.ge',
    });
    expect(saved.statusCode).toBe(200);
    expect((await api.get('/api/company')).json()).toMatchObject({
      company_name: 'შპს „ახალი სახლი“',
      company_name_en: 'New Home LLC',
      company_name_ru: '',
      company_director_en: 'Nino Kapanadze',
      company_director_ru: 'Нино Капанадзе',
    });
    const log = (await api.post('/api/logs', { entity_type: 'company' })).json().data[0];
    expect(log).toMatchObject({ action: 'update', user_name: 'ნინო კაპანაძე' });
    expect(log.changes.company_id).toEqual({ before: '405123456', after: '405000001' });
  });

  it('keeps the event notice switches off until switched on, and as they were when a save leaves them out', async () => {
    const api = await t.as('admin', 'en');
    expect((await api.get('/api/company')).json()).toMatchObject({
      notify_payment_adding: false,
      notify_payment_change: false,
      notify_sale_cancellation: false,
    });
    const current = (await api.get('/api/company')).json();
    await api.post('/api/company', {
      ...current,
      notify_payment_adding: true,
      notify_sale_cancellation: true,
    });
    const {
      notify_payment_adding: _a,
      notify_payment_change: _c,
      notify_sale_cancellation: _s,
      ...plain
    } = current;
    expect(
      (await api.post('/api/company', { ...plain, company_phone: '+995 32 200 00 00' })).json(),
    ).toMatchObject({
      company_phone: '+995 32 200 00 00',
      notify_payment_adding: true,
      notify_payment_change: false,
      notify_sale_cancellation: true,
    });
    const log = (await api.post('/api/logs', { entity_type: 'company' })).json().data[0];
    expect(Object.keys(log.changes)).toEqual(['company_phone']);
  });

  it('refuses a bad e-mail and an empty name, and keeps the old values', async () => {
    const api = await t.as('admin', 'ru');
    const res = await api.post('/api/company', { company_name: '', company_email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_name: ['Обязательное поле'],
      company_email: ['Неверный формат электронной почты'],
    });
    expect((await api.get('/api/company')).json().company_name).not.toBe('');
  });

  it('needs view_general_company to read and edit_general_company to save', async () => {
    const api = await t.as('sales_manager');
    expect((await api.get('/api/company')).json().missing_permission).toBe('view_general_company');
    expect((await api.post('/api/company', { company_name: 'x' })).json().missing_permission).toBe(
      'edit_general_company',
    );
  });
});
