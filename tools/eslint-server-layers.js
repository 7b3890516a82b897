import path from 'node:path';
import { importVisitors, repoSrc, resolveSpecifier, within } from './eslint-imports.js';

const modulesDir = path.join(repoSrc, 'server', 'modules');
const schemaDir = path.join(repoSrc, 'server', 'db', 'schema');

/** Whether the linted file is a server module's file whose name ends with `suffix` (e.g. '.service.ts'). */
const isModuleFile = (context, suffix) => {
  const file = path.resolve(context.physicalFilename);
  return within(file, modulesDir) && file.endsWith(suffix);
};

/** The last path segment of a specifier without its extension: './sales.service.ts' -> 'sales.service'. */
const moduleName = (specifier) => path.basename(specifier).replace(/\.[cm]?[jt]sx?$/, '');

/** A rule reporting, in the files `appliesTo` accepts, every import (type-only ones too) `forbidden` flags. */
function importRule({ description, message, appliesTo, forbidden }) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { forbidden: message }, schema: [] },
    create(context) {
      if (!appliesTo(context)) return {};
      return importVisitors((node, specifier) => {
        if (forbidden(specifier)) context.report({ node, messageId: 'forbidden' });
      });
    },
  };
}

const DRIZZLE = /^drizzle-orm(\/|$)/;

/** Services hold business rules; queries (drizzle's builders, its `sql` and the schema's tables) live in repositories. */
export const noSqlInServiceRule = {
  meta: {
    type: 'problem',
    docs: { description: 'no drizzle query building in a server service' },
    messages: {
      sql: 'SQL lives in repositories: a service calls its repository instead of importing drizzle-orm values, the schema tables or writing sql`...` (import type is fine)',
    },
    schema: [],
  },
  create(context) {
    if (!isModuleFile(context, '.service.ts')) return {};
    const file = path.resolve(context.physicalFilename);
    const report = (node) => context.report({ node, messageId: 'sql' });
    return {
      ...importVisitors((node, specifier, typeOnly) => {
        if (typeOnly) return;
        const target = resolveSpecifier(file, specifier, repoSrc);
        if (DRIZZLE.test(specifier) || (target && within(target, schemaDir))) report(node);
      }),
      TaggedTemplateExpression: (node) =>
        node.tag.type === 'Identifier' && node.tag.name === 'sql' && report(node),
    };
  },
};

export const repositoryImportsNoServiceRule = importRule({
  description: 'a repository never imports a service',
  message:
    'a repository never imports a service: services call repositories, not the other way round; move the shared piece into a repository or src/shared',
  appliesTo: (context) => context.physicalFilename.endsWith('.repository.ts'),
  forbidden: (specifier) => moduleName(specifier).endsWith('.service'),
});

export const routeCallsServiceRule = importRule({
  description: 'a route calls its service, not a repository',
  message: 'a route calls its service, never a repository: add the service function that does the work',
  appliesTo: (context) => isModuleFile(context, '.routes.ts'),
  forbidden: (specifier) => moduleName(specifier).endsWith('.repository'),
});

const HTTP = /^(fastify(\/|$)|fastify-|@fastify\/)/;

export const noRequestInServiceRule = importRule({
  description: 'a service never sees the HTTP request',
  message:
    'a service never sees the HTTP request (no fastify imports): the route reads the request and passes plain values, e.g. the URL for pagination links',
  appliesTo: (context) => isModuleFile(context, '.service.ts'),
  forbidden: (specifier) => HTTP.test(specifier),
});

const serverDir = path.join(repoSrc, 'server');
const clockHelper = path.join(serverDir, 'platform', 'clock.ts');
/** Demo seeds date their records from the real day they are planted on: no app clock exists yet. */
const seedsDir = path.join(serverDir, 'seeds');
const isTestFile = (file) => /\.test\.ts$/.test(file) || within(file, path.join(serverDir, 'test'));

/**
 * The server reads the day through the app's clock (platform/clock.ts todayOf(deps), from deps.now()), so a
 * test that fixes the clock reaches every rule. `new Date()` stays allowed: its ~90 uses are row stamps
 * (updated_at, closed_at) and expiries that the database's own clock also judges, and a rule over them would
 * flag every repository until those take a clock.
 */
export const dayFromClockRule = {
  meta: {
    type: 'problem',
    docs: { description: "server code reads today's date through deps.now() (platform/clock.ts)" },
    messages: {
      bypass:
        "tbilisiToday reads the machine's clock, which a test cannot fix: use todayOf(deps) or tbilisiDayOf(moment) from platform/clock.ts",
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!within(file, serverDir) || file === clockHelper || within(file, seedsDir) || isTestFile(file))
      return {};
    return {
      ImportSpecifier: (node) =>
        node.imported.name === 'tbilisiToday' && context.report({ node, messageId: 'bypass' }),
    };
  },
};
