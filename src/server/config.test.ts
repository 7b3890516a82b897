import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      idleTimeoutMinutes: 30,
      otpLogin: false,
      demoData: true,
      multiLanguage: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('turns demo data off by default on PostgreSQL, and on when asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@h/db', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('reads the sending window of the automated notifications, 10:00-20:00 by default', () => {
    expect(loadConfig({}).notifyWindow).toEqual({ from: 600, to: 1200 });
    expect(loadConfig({ NOTIFY_WINDOW: '09:30-24:00' }).notifyWindow).toEqual({ from: 570, to: 1440 });
    for (const bad of ['20:00-10:00', '10-20', '25:00-26:00', '10:00-10:00'])
      expect(() => loadConfig({ NOTIFY_WINDOW: bad }), bad).toThrow(/NOTIFY_WINDOW: expected HH:MM-HH:MM/);
  });

  it('reads module flags', () => {
    expect(loadConfig({ MODULE_TASKS: 'off', MODULE_BONUS: 'false' }).modules).toMatchObject({
      tasks: false,
      bonus: false,
      services: true,
    });
  });

  it('trusts no proxy by default, and a hop count or proxy addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1,'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: expected a hop count/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OTP_LOGIN: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: expected a postgresql:\/\/ URL\n {2}OTP_LOGIN: expected true or false/,
    );
  });
});
