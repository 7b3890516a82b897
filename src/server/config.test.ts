import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertServerConfig, loadConfig } from './config';

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

  it('keeps uploads on disk unless STORAGE_URL names an S3 bucket, with or without a prefix', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const s3 = {
      STORAGE_URL: 's3://realty-files/office/uploads/',
      S3_ENDPOINT: 'http://minio.local:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      bucket: 'realty-files',
      prefix: 'office/uploads/',
      endpoint: 'http://minio.local:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ STORAGE_URL: 's3://realty-files' }).storage).toMatchObject({ prefix: '' });
    for (const bad of ['realty-files', 's3://', 'https://bucket/x', 's3://Upper_Case'])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(/STORAGE_URL: expected s3:\/\/bucket/);
  });

  it('keeps 14 nightly backups in DATA_DIR/backups unless told otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/realty' });
    expect(defaults).toMatchObject({ backupDir: path.resolve('/srv/realty/backups'), backupKeep: 14 });
    expect(loadConfig({ BACKUP_DIR: '/mnt/offsite', BACKUP_KEEP: '30' })).toMatchObject({
      backupDir: path.resolve('/mnt/offsite'),
      backupKeep: 30,
    });
    expect(loadConfig({ BACKUP_DIR: '' }).backupDir).toBe(path.join(loadConfig({}).dataDir, 'backups'));
    for (const bad of ['0', '-1', 'all', '2.5'])
      expect(() => loadConfig({ BACKUP_KEEP: bad }), bad).toThrow(/BACKUP_KEEP: /);
  });

  it('refuses to start a server on PostgreSQL without the shared FILE_URL_SECRET', () => {
    const pg = { DATABASE_URL: 'postgresql://x@h/db' };
    expect(() => assertServerConfig(loadConfig(pg))).toThrow(
      /FILE_URL_SECRET: required when DATABASE_URL is set/,
    );
    expect(() => assertServerConfig(loadConfig({ ...pg, FILE_URL_SECRET: 'a'.repeat(32) }))).not.toThrow();
    expect(() => assertServerConfig(loadConfig({}))).not.toThrow();
  });

  it('runs HTTP and the jobs in one process by default; ROLE=web or worker splits them, on PostgreSQL only', () => {
    const pg = { DATABASE_URL: 'postgresql://x@h/db', FILE_URL_SECRET: 'a'.repeat(32) };
    expect(loadConfig({}).role).toBe('all');
    for (const role of ['web', 'worker']) {
      expect(loadConfig({ ROLE: role }).role).toBe(role);
      expect(() => assertServerConfig(loadConfig({ ...pg, ROLE: role }))).not.toThrow();
      expect(() => assertServerConfig(loadConfig({ ROLE: role }))).toThrow(
        new RegExp(`ROLE: ${role} needs DATABASE_URL`),
      );
    }
    for (const bad of ['both', 'WEB', 'jobs'])
      expect(() => loadConfig({ ROLE: bad }), bad).toThrow(/ROLE: expected one of all, web, worker/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OTP_LOGIN: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: expected a postgresql:\/\/ URL\n {2}OTP_LOGIN: expected true or false/,
    );
  });
});
