import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LIVE_STREAMS_PER_SESSION,
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_KINDS,
  type RateLimitKind,
} from './platform/limits';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'], { error: 'expected true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (bits === undefined) return family !== 0 || PROXY_RANGES.includes(address);
  return family !== 0 && /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Whose X-Forwarded-For to believe: nobody (unset, empty, 0 or false), the nearest N proxies (a hop count),
 * or the listed proxies (addresses or CIDRs, comma-separated).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected a hop count or proxy addresses / CIDRs, comma-separated',
    });
    return z.NEVER;
  });

/** `HH:MM-HH:MM` in Tbilisi time: when the automated run may write to buyers (start inclusive, end exclusive). */
const timeWindow = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(v);
    const minutes = match && {
      from: Number(match[1]) * 60 + Number(match[2]),
      to: Number(match[3]) * 60 + Number(match[4]),
    };
    if (!minutes || minutes.from >= minutes.to || minutes.to > 24 * 60) {
      ctx.addIssue({ code: 'custom', message: 'expected HH:MM-HH:MM with the start before the end' });
      return z.NEVER;
    }
    return minutes;
  });

/** `s3://bucket` or `s3://bucket/prefix`: uploads go to that S3-compatible bucket, under the prefix. */
const storageUrl = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(v);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'expected s3://bucket or s3://bucket/prefix' });
      return z.NEVER;
    }
    const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
    return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
  });

/**
 * `reports=120,tasks=40`: requests per user per minute for the kinds named (platform/limits.ts); the
 * others keep their defaults.
 */
const rateLimits = z
  .string()
  .optional()
  .transform((v, ctx): Record<RateLimitKind, number> => {
    const limits = { ...DEFAULT_RATE_LIMITS };
    for (const entry of (v ?? '').split(',').map((e) => e.trim())) {
      if (entry === '') continue;
      const match = /^([a-z]+)=(\d{1,7})$/.exec(entry);
      const kind = match?.[1] as RateLimitKind | undefined;
      if (!match || !kind || !RATE_LIMIT_KINDS.includes(kind) || Number(match[2]) < 1) {
        ctx.addIssue({
          code: 'custom',
          message: `expected kind=count per minute, comma-separated, the kinds ${RATE_LIMIT_KINDS.join(', ')}`,
        });
        return z.NEVER;
      }
      limits[kind] = Number(match[2]);
    }
    return limits;
  });

/**
 * What a process does: `all` serves HTTP and runs the job queue and the periodic runs; `web` only serves
 * (it still enqueues); `worker` only runs the jobs (and answers /api/health). docs/decisions/034.
 */
export const PROCESS_ROLES = ['all', 'web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

const optionalText = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).optional(),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Realty Back Office <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  STORAGE_BASE_URL: z.string().default(''),
  IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  BOOKING_DEFAULT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  TOKEN_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  OTP_LOGIN: flag(false),
  MODULE_SALE_TYPES: flag(true),
  MODULE_OVERDUE_LETTERS: flag(true),
  MODULE_BONUS: flag(true),
  MODULE_SERVICES: flag(true),
  MODULE_TASKS: flag(true),
  MULTI_LANGUAGE: flag(true),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100).default(10),
  FILE_URL_SECRET: z.string().min(16).optional(),
  STORAGE_URL: storageUrl,
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  NBG_RATES_URL: z.string().url().default('https://nbg.gov.ge/gw/api/ct/monetarypolicy/currencies/en/json/'),
  OVERDUE_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(5),
  CANCELLATION_CANDIDATE_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
  NOTIFY_WINDOW: timeWindow.prefault('10:00-20:00'),
  SMS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_API_KEY: z.string().default(''),
  SMS_SENDER: z.string().max(11).default('Realty'),
  SOFFICE_PATH: z.string().default('soffice'),
  TRUST_PROXY: trustProxy,
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  RATE_LIMITS: rateLimits,
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(DEFAULT_LIVE_STREAMS_PER_SESSION),
  ROLE: z.enum(PROCESS_ROLES, { error: `expected one of ${PROCESS_ROLES.join(', ')}` }).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * What a server process needs beyond a valid environment. Several processes on one PostgreSQL must sign
 * file links with one key, or a link made by one fails on the next; a random key per process would break
 * quietly, so the server refuses to start. (Scripts such as create-admin sign nothing and skip this.)
 */
export function assertServerConfig(config: Config): void {
  // The embedded database opens in one process only: a web process there would have no worker beside it.
  if (!config.databaseUrl && config.role !== 'all')
    throw new Error(
      `Invalid configuration:\n  ROLE: ${config.role} needs DATABASE_URL ` +
        '(the embedded database belongs to one process, which must be ROLE=all)',
    );
  if (config.databaseUrl && !config.fileUrlSecret)
    throw new Error(
      'Invalid configuration:\n  FILE_URL_SECRET: required when DATABASE_URL is set ' +
        '(one secret of 16+ characters, the same for every server process)',
    );
}

/** Parses the environment once; an invalid value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA === undefined ? !e.DATABASE_URL : ['true', '1', 'on', 'yes'].includes(e.DEMO_DATA),
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    storageBaseUrl: e.STORAGE_BASE_URL,
    idleTimeoutMinutes: e.IDLE_TIMEOUT_MINUTES,
    /** How many days after its first day a new booking's form proposes it ends. */
    bookingDefaultDays: e.BOOKING_DEFAULT_DAYS,
    tokenMaxHours: e.TOKEN_MAX_HOURS,
    otpLogin: e.OTP_LOGIN,
    modules: {
      sale_types: e.MODULE_SALE_TYPES,
      overdue_letters: e.MODULE_OVERDUE_LETTERS,
      bonus: e.MODULE_BONUS,
      services: e.MODULE_SERVICES,
      tasks: e.MODULE_TASKS,
    },
    multiLanguage: e.MULTI_LANGUAGE,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    fileUrlSecret: e.FILE_URL_SECRET,
    /** Where uploads' bytes live: DATA_DIR/files, or an S3-compatible bucket (STORAGE_URL). */
    storage: e.STORAGE_URL
      ? {
          kind: 's3' as const,
          ...e.STORAGE_URL,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { kind: 'disk' as const },
    logLevel: e.LOG_LEVEL,
    /** Whether this process serves HTTP, runs the jobs, or both (PROCESS_ROLES). */
    role: e.ROLE,
    /** Fastify's trustProxy: false means the socket's address is the client's. */
    trustProxy: e.TRUST_PROXY,
    /** The National Bank of Georgia's rates service (integrations.md); tests point it at a local server. */
    nbgRatesUrl: e.NBG_RATES_URL,
    /** A sale becomes overdue this many days after an instalment is missed ... */
    overdueGraceDays: e.OVERDUE_GRACE_DAYS,
    /** ... and a cancellation candidate after this many. */
    cancellationCandidateDays: e.CANCELLATION_CANDIDATE_DAYS,
    /** Minutes after Tbilisi midnight between which the automated run writes to buyers. */
    notifyWindow: e.NOTIFY_WINDOW,
    /** The SMS gateway (integrations.md); without it messages go to DATA_DIR/sms-outbox. */
    sms: { url: e.SMS_URL, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER },
    /** Where the server writes its nightly archive of the embedded database and files ... */
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
    /** ... and how many of those archives it keeps, the newest. */
    backupKeep: e.BACKUP_KEEP,
    /** LibreOffice's command, used for contract PDFs when it is installed. */
    sofficePath: e.SOFFICE_PATH,
    /** Requests per user per minute on the expensive routes, by kind (platform/limits.ts). */
    rateLimits: e.RATE_LIMITS,
    /** Live bell streams one session may keep open at once. */
    liveStreamsPerSession: e.LIVE_STREAMS_PER_SESSION,
  };
}
