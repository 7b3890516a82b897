import type { Config } from '../config';
import type { Db, Listen } from '../db/client';
import type { FileStorage } from './files';
import type { JobQueue } from './job-queue';
import type { Mailer } from './mail';
import type { SmsSender } from './sms';

/** What route modules get from the platform; built once in app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  /** The durable job queue (platform/job-queue.ts); modules register their job kinds on it. */
  jobs: JobQueue;
  /** The app's clock: every "now" a rule depends on reads it, so tests can fix the date. */
  now: () => Date;
  /** LISTEN on a database channel (db/client.ts): how a process hears what another one committed. */
  listen: Listen;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
