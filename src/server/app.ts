import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '@shared/i18n/messages';
import type { Config } from './config';
import type { Db, Listen } from './db/client';
import { describeAccess, type RouteAccess } from './platform/access';
import { refuseRouteOutsideTable } from './platform/serve';
import { installAuthHook } from './platform/auth-hook';
import type { AppDeps } from './platform/deps';
import { installErrorHandler } from './platform/error-handler';
import { installInputGuard } from './platform/input-guard';
import { answersTooMany, installRouteLimits } from './platform/route-limits';
import { JobQueue } from './platform/job-queue';
import { createBackground, servesHttp } from './platform/background';
import { FileStorage, openBlobStore } from './platform/files';
import type { BlobStore } from './platform/blob-store';
import { createMailer, type Mailer } from './platform/mail';
import { createSmsSender } from './platform/sms';
import { maskSecrets } from './platform/log-safety';
import { responseSerializerCompiler } from './platform/response-serializer';
import { installSecurityHeaders } from './platform/security-headers';
import { completeOpenApi } from './platform/openapi';
import { routeValidator } from './platform/validator';
import { moduleJobs, modules, workerModules } from './modules';

export interface BuildOptions {
  config: Config;
  db: Db;
  /** The database's LISTEN (Database.listen): live updates pushed to the open pages. */
  listen: Listen;
  mailer?: Mailer;
  /** Where uploads' bytes live; by default the store the configuration names. */
  blobs?: BlobStore;
  /** Serve the built web app from this folder (production); tests leave it out. */
  webDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock (tests fix it); the system time by default. */
  now?: () => Date;
  /** The embedded database's client, when the app runs on one: the server then writes a nightly backup. */
  embedded?: PGlite | undefined;
  /** Encode every response with zod as well and compare (tests): the compiled writers must agree with it. */
  checkResponses?: boolean;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: string;
  answersTooMany: boolean;
}

/** A hop count as a function: Fastify takes one at run time, but its types do not say so. */
const trustProxyOption = (setting: Config['trustProxy']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Hashed build assets never change under their name; everything else (index.html) is checked every time. */
const cacheControlFor = (filePath: string) =>
  /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

export const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function buildApp(
  options: BuildOptions,
): Promise<FastifyInstance & { routeTable: RouteEntry[] }> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Only these request fields are logged: never headers or bodies, and secrets in query strings masked.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: maskSecrets(req.url),
                ip: req.ip,
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    // `/api/tickets/?mode=manager` is the specification's own call: a trailing slash never changes a route.
    routerOptions: { ignoreTrailingSlash: true },
    // Off unless configured: otherwise any client could pick its address with X-Forwarded-For.
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(routeValidator);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: options.checkResponses ?? false }));

  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db: options.db,
    now,
    listen: options.listen,
    jobs: new JobQueue({ db: options.db, log: app.log, now }),
    config,
    mailer:
      options.mailer ??
      createMailer({ mailUrl: config.mailUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    sms: createSmsSender({ ...config.sms, dataDir: config.dataDir, log: app.log }),
    storage: new FileStorage({
      blobs: options.blobs ?? openBlobStore(config),
      maxBytes: config.maxUploadBytes,
      baseUrl: config.storageBaseUrl,
      secret: config.fileUrlSecret,
    }),
  };
  app.decorate('deps', deps);
  // Every process registers every job, whatever its role; main.ts starts them (ROLE all or worker), tests
  // do not unless they ask.
  const scheduler = createBackground({ deps, log: app.log }, moduleJobs, options.embedded);
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  app.addHook('onClose', () => deps.jobs.stop());
  // A store handed in belongs to the caller (main.ts, or tests that share one between two apps).
  if (!options.blobs) app.addHook('onClose', () => deps.storage.blobs.close());

  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', refuseRouteOutsideTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        access: describeAccess(route.config?.access as RouteAccess | undefined),
        answersTooMany: answersTooMany(route.config),
      });
    }
  });

  const withRouteTable = () =>
    Object.assign(app, { routeTable }) as unknown as FastifyInstance & { routeTable: RouteEntry[] };

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: translate('errors.not_found', request.locale) });

  // ROLE=worker: no API, only the health check its supervisor or a proxy asks (docs/decisions/034).
  if (!servesHttp(config.role)) {
    installAuthHook(app);
    installErrorHandler(app);
    for (const module of workerModules) await app.register(module, { prefix: '/api' });
    app.setNotFoundHandler(notFound);
    return withRouteTable();
  }

  // The rate limits and stream places routes declare (issue 35), enforced for every route that has them.
  installRouteLimits(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.storageBaseUrl ? [config.storageBaseUrl] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 5, fields: 100, fieldSize: 100_000 },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Realty back office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      // Every route needs the token unless it says otherwise (the public ones are marked in the route table).
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? completeOpenApi(document.openapiObject, routeTable)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  installInputGuard(app);
  installAuthHook(app);
  installErrorHandler(app);

  for (const module of modules) await app.register(module, { prefix: '/api' });

  const webDir = options.webDir === undefined ? defaultWebDir : options.webDir;
  const serveWeb = webDir !== null && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb)
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (tools/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.sendFile('index.html');
    }
    return notFound(request, reply);
  });

  return withRouteTable();
}
