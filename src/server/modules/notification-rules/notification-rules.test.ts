import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docTemplates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let smsTemplate: number;
let emailTemplate: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(docTemplates)
    .values([
      { name: 'Reminder', type: 'sms', language: 'ka', body: '<p>{contract_no}</p>' },
      { name: 'Letter', type: 'email', language: 'ka', subject: 'S', body: '<p>{contract_no}</p>' },
    ])
    .returning({ id: docTemplates.id });
  [smsTemplate, emailTemplate] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());

describe('notification rules', () => {
  it('lists the five rules every install starts with, in the order they go out', async () => {
    const res = await (await t.as('admin')).get('/api/notification-rules');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { type: string; days_offset: number; channels: string[]; create_task: boolean }) => [
          r.type,
          r.days_offset,
          r.channels,
          r.create_task,
        ]),
    ).toEqual([
      ['reminder', -3, ['sms'], false],
      ['reminder', 0, ['sms'], false],
      ['overdue', 1, ['sms', 'email'], false],
      ['overdue', 7, ['email'], false],
      ['overdue', 30, ['email'], true],
    ]);
  });

  it('creates, changes and deletes a rule with its templates, each write audited', async () => {
    const api = await t.as('admin', 'en');
    const created = await api.post('/api/notification-rules', {
      type: 'reminder',
      days_offset: -7,
      channels: ['sms', 'email', 'sms'],
      sms_template_id: smsTemplate,
      email_template_id: emailTemplate,
    });
    expect(created.statusCode).toBe(200);
    const rule = created.json();
    expect(rule).toMatchObject({
      type: 'reminder',
      days_offset: -7,
      channels: ['sms', 'email'],
      sms_template_name: 'Reminder',
      email_template_name: 'Letter',
      create_task: false,
      active: true,
    });
    const changed = await api.put(`/api/notification-rules/${rule.id}`, {
      type: 'reminder',
      days_offset: -5,
      channels: ['sms'],
      sms_template_id: null,
      active: false,
    });
    expect(changed.json()).toMatchObject({
      days_offset: -5,
      sms_template_id: null,
      email_template_id: null,
      active: false,
    });
    expect((await api.delete(`/api/notification-rules/${rule.id}`)).json()).toEqual({ success: true });
    expect((await api.delete(`/api/notification-rules/${rule.id}`)).statusCode).toBe(404);
    expect(
      (
        await api.put(`/api/notification-rules/${rule.id}`, {
          type: 'overdue',
          days_offset: 2,
          channels: ['sms'],
        })
      ).statusCode,
    ).toBe(404);
    const log = (
      await api.post('/api/logs', { entity_type: 'notification_rule', entity_id: String(rule.id) })
    ).json();
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['delete', 'update', 'create']);
    expect(log.data[1].changes.days_offset).toEqual({ before: -7, after: -5 });
  });

  it('refuses an offset outside its type’s range and a template of another type, in the reader’s language', async () => {
    const en = await t.as('admin', 'en');
    const early = await en.post('/api/notification-rules', {
      type: 'reminder',
      days_offset: 2,
      channels: ['sms'],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.days_offset).toEqual([
      'A reminder goes 0 to 60 days before the due date (−60 to 0)',
    ]);
    const late = await en.post('/api/notification-rules', { type: 'overdue', days_offset: 0, channels: [] });
    expect(late.json().errors).toMatchObject({
      days_offset: ['An overdue letter goes 1 to 365 days after the due date'],
      channels: ['Required field'],
    });
    const crossed = await en.post('/api/notification-rules', {
      type: 'overdue',
      days_offset: 3,
      channels: ['sms', 'email'],
      sms_template_id: emailTemplate,
      email_template_id: 999999,
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({
      sms_template_id: ['Choose a document template of type SMS'],
      email_template_id: ['Choose a document template of type e-mail'],
    });
    const ka = await (
      await t.as('admin', 'ka')
    ).post('/api/notification-rules', {
      type: 'overdue',
      days_offset: 3,
      channels: ['sms'],
      sms_template_id: emailTemplate,
    });
    expect(ka.json().errors.sms_template_id).toEqual(['აირჩიეთ SMS ტიპის დოკუმენტის შაბლონი']);
    const ru = await (
      await t.as('admin', 'ru')
    ).post('/api/notification-rules', {
      type: 'reminder',
      days_offset: -61,
      channels: ['sms'],
    });
    expect(ru.json().errors.days_offset).toEqual([
      'Напоминание отправляется за 0–60 дней до срока (от −60 до 0)',
    ]);
    expect((await en.get('/api/notification-rules')).json().data).toHaveLength(5);
  });

  it('lets the log readers read the rules and only edit_notification_rules change them', async () => {
    const body = { type: 'overdue', days_offset: 14, channels: ['email'] };
    const accountant = await t.as('accountant');
    expect((await accountant.get('/api/notification-rules')).statusCode).toBe(200);
    expect((await accountant.post('/api/notification-rules', body)).statusCode).toBe(403);
    for (const role of ['sales_manager', 'client_manager']) {
      const api = await t.as(role);
      expect((await api.get('/api/notification-rules')).statusCode).toBe(403);
      expect((await api.post('/api/notification-rules', body)).json().missing_permission).toBe(
        'edit_notification_rules',
      );
      expect((await api.put('/api/notification-rules/1', body)).statusCode).toBe(403);
      expect((await api.delete('/api/notification-rules/1')).statusCode).toBe(403);
    }
  });
});
