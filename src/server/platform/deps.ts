import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileStorage } from './files';
import type { Mailer } from './mail';
import type { SmsSender } from './sms';

/** What route modules get from the platform; built once in app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
