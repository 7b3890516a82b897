import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { formResolverRule } from './eslint-form-resolver.js';
import { kebabCaseFilenamesRule } from './eslint-kebab-case.js';
import { layersRule } from './eslint-layers.js';
import { moduleCyclesRule } from './eslint-module-cycles.js';
import {
  dayFromClockRule,
  noRequestInServiceRule,
  noSqlInServiceRule,
  repositoryImportsNoServiceRule,
  routeCallsServiceRule,
} from './eslint-server-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const repo = path.resolve(import.meta.dirname, '..');
const inRepo = (file: string) => path.join(repo, file);

describe('feature public entry', () => {
  const filename = inRepo('src/web/features/a/components/y.tsx');
  ruleTester.run('local/layers', layersRule, {
    valid: [
      { filename, code: "import { X } from '../../b';" },
      { filename, code: "import { X } from '../../b/index';" },
    ],
    invalid: [{ filename, code: "import { X } from '../../b/components/x';", errors: 1 }],
  });
});

describe('web layers: the shell -> features -> the kit -> lib', () => {
  const feature = inRepo('src/web/features/a/components/y.tsx');
  const kit = inRepo('src/web/components/form/x.tsx');
  const lib = inRepo('src/web/lib/auth/x.ts');
  const shell = inRepo('src/web/app/layout/top-bar.tsx');
  ruleTester.run('local/layers', layersRule, {
    valid: [
      { filename: feature, code: "import { api } from '../../../lib/api/api-client';" },
      { filename: kit, code: "import { isApiError } from '../../lib/api/api-error';" },
      { filename: shell, code: "import { NotificationsBell } from '../../features/notifications';" },
      { filename: shell, code: "import { AppProviders } from '../providers';" },
      { filename: inRepo('src/web/main.tsx'), code: "import { AppRoutes } from './app/routing/app-routes';" },
      {
        filename: inRepo('src/web/test/render-app.tsx'),
        code: "import { AppProviders } from '../app/providers';",
      },
    ],
    invalid: [
      { filename: feature, code: "import { paths } from '../../../app/routing/paths';", errors: 1 },
      { filename: feature, code: "const load = () => import('../../../app/providers');", errors: 1 },
      { filename: kit, code: "import { api } from '../../app/api/api-client';", errors: 1 },
      { filename: kit, code: "import { X } from '../../features/a';", errors: 1 },
      { filename: lib, code: "import { AppProviders } from '../../app/providers';", errors: 1 },
      { filename: lib, code: "import { X } from '../../features/a';", errors: 1 },
      {
        filename: lib,
        code: "import { FormDialog } from '../../components/dialogs/form-dialog';",
        errors: 1,
      },
      {
        filename: inRepo('src/web/i18n/bundles/en.ts'),
        code: "import { paths } from '../../app/routing/paths';",
        errors: [{ message: /^nothing imports the shell/ }],
      },
    ],
  });
});

describe('no module cycles', () => {
  // A planted tree: server modules a, b, c where a -> b -> a, and web features that import one way only.
  const src = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eslint-cycles-')), 'src');
  const plant = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), code);
  };
  plant('server/modules/a/a.service.ts', "import { b } from '../b/b.service';\nexport const a = b;");
  plant('server/modules/b/b.service.ts', "import type { A } from '../a/a.types';\nexport const b = 1;");
  plant('server/modules/a/a.types.ts', 'export type A = number;');
  plant('server/modules/c/c.service.ts', "import { b } from '../b/b.service';\nexport const c = b;");
  plant('server/modules/b/b.test.ts', "import { c } from '../c/c.service';");
  plant('web/features/x/index.ts', "export * from './x-page';");
  plant('web/features/x/x-page.tsx', "import { Y } from '../y';\nexport const X = Y;");
  plant('web/features/y/index.ts', 'export const Y = 1;');
  afterAll(() => fs.rmSync(path.dirname(src), { recursive: true, force: true }));

  const options = [{ src }];
  ruleTester.run('local/no-module-cycles', moduleCyclesRule, {
    valid: [
      // c -> b is one way: only b's test imports c, and tests are not part of the module graph.
      {
        filename: path.join(src, 'server/modules/c/c.service.ts'),
        options,
        code: "import { b } from '../b/b.service';",
      },
      { filename: path.join(src, 'web/features/x/x-page.tsx'), options, code: "import { Y } from '../y';" },
      {
        filename: path.join(src, 'server/modules/a/a.service.ts'),
        options,
        code: "import { a } from './a.types';",
      },
    ],
    invalid: [
      {
        filename: path.join(src, 'server/modules/a/a.service.ts'),
        options,
        code: "import { b } from '../b/b.service';",
        errors: [{ message: /server modules: a -> b -> a\b/ }],
      },
      {
        filename: path.join(src, 'server/modules/b/b.service.ts'),
        options,
        code: "import type { A } from '../a/a.types';",
        errors: [{ message: /server modules: b -> a -> b\b/ }],
      },
      {
        filename: path.join(src, 'web/features/y/y-page.tsx'),
        options,
        code: "export const load = () => import('../x');",
        errors: [{ message: /web features: y -> x -> y\b/ }],
      },
    ],
  });
});

describe('server layers', () => {
  const service = inRepo('src/server/modules/sales/sales.service.ts');
  const repository = inRepo('src/server/modules/sales/sales.repository.ts');
  const routes = inRepo('src/server/modules/sales/sales.routes.ts');

  ruleTester.run('local/no-sql-in-service', noSqlInServiceRule, {
    valid: [
      { filename: service, code: "import type { SQL } from 'drizzle-orm';" },
      { filename: service, code: "import { type SQL, type Column } from 'drizzle-orm';" },
      { filename: service, code: "import type { sales } from '../../db/schema';" },
      { filename: service, code: "import { listSales } from './sales.repository';" },
      { filename: repository, code: "import { eq, sql } from 'drizzle-orm';\nconst q = sql`select 1`;" },
    ],
    invalid: [
      { filename: service, code: "import { eq } from 'drizzle-orm';", errors: 1 },
      { filename: service, code: "import { alias } from 'drizzle-orm/pg-core';", errors: 1 },
      { filename: service, code: "import { sales } from '../../db/schema';", errors: 1 },
      { filename: service, code: "import { sales } from '../../db/schema/sales';", errors: 1 },
      {
        filename: service,
        code: 'declare const sql: (s: TemplateStringsArray) => string;\nconst q = sql`select 1`;',
        errors: [{ message: /^SQL lives in repositories/ }],
      },
    ],
  });

  ruleTester.run('local/repository-imports-no-service', repositoryImportsNoServiceRule, {
    valid: [
      { filename: repository, code: "import { saleScope } from '../payments/sale-access.repository';" },
      { filename: service, code: "import { pay } from '../payments/payments.service';" },
    ],
    invalid: [
      { filename: repository, code: "import { debtAsOf } from './sale-ledger.service';", errors: 1 },
      {
        filename: repository,
        code: "import type { SaleViewer } from '../payments/sale-access.service';",
        errors: 1,
      },
    ],
  });

  ruleTester.run('local/route-calls-service', routeCallsServiceRule, {
    valid: [{ filename: routes, code: "import * as service from './sales.service';" }],
    invalid: [{ filename: routes, code: "import * as repo from './sales.repository';", errors: 1 }],
  });

  ruleTester.run('local/no-request-in-service', noRequestInServiceRule, {
    valid: [
      { filename: service, code: "import { pageLinks } from '../../platform/pagination';" },
      { filename: routes, code: "import type { FastifyRequest } from 'fastify';" },
    ],
    invalid: [
      { filename: service, code: "import type { FastifyRequest } from 'fastify';", errors: 1 },
      { filename: service, code: "import multipart from '@fastify/multipart';", errors: 1 },
    ],
  });
});

describe('kebab-case file names', () => {
  // The rule reads only the file's path; the name shows it in the test list, the code being empty.
  const named = (file: string) => ({ name: file, filename: inRepo(file), code: '' });
  ruleTester.run('local/kebab-case-filenames', kebabCaseFilenamesRule, {
    valid: [
      named('src/web/i18n/en/bank-accounts.ts'),
      named('src/server/modules/sales/sales.routes.ts'),
      named('src/web/features/sales/list/sales-list.test.tsx'),
      named('vite.config.ts'),
    ],
    invalid: [
      {
        ...named('src/web/i18n/en/bankAccounts.ts'),
        errors: [{ message: 'file names are kebab-case: rename "bankAccounts.ts" to "bank-accounts.ts"' }],
      },
      { ...named('e2e/saleFlow.spec.ts'), errors: 1 },
      { ...named('src/web/features/sales/list.Test.tsx'), errors: 1 },
      {
        ...named('src/web/features/bankAccounts/index.ts'),
        errors: [{ message: 'folders under src/ are kebab-case: rename "bankAccounts" to "bank-accounts"' }],
      },
    ],
  });
});

describe('form resolver', () => {
  const filename = inRepo('src/web/features/a/components/a-form-dialog.tsx');
  const imports =
    "import { zodResolver } from '@hookform/resolvers/zod';\nimport { useForm } from 'react-hook-form';\n";
  ruleTester.run('local/form-resolver', formResolverRule, {
    valid: [
      { filename, code: `${imports}const form = useForm({ resolver: zodResolver(body), defaultValues });` },
      { filename, code: `${imports}const form = useForm<In, unknown, Out>({ defaultValues, resolver });` },
      // Another library's useForm is not react-hook-form's.
      { filename, code: "import { useForm } from './own-form';\nconst form = useForm({ defaultValues });" },
    ],
    invalid: [
      { filename, code: `${imports}const form = useForm({ defaultValues });`, errors: 1 },
      { filename, code: `${imports}const form = useForm();`, errors: 1 },
      { filename, code: `${imports}const form = useForm(options);`, errors: 1 },
      {
        filename,
        code: "import { useForm as useHookForm } from 'react-hook-form';\nconst form = useHookForm({ ...options });",
        errors: [{ message: /^useForm needs a resolver/ }],
      },
    ],
  });
});

describe('day from the clock', () => {
  const code = "import { tbilisiToday } from '@shared/dates/date-formats';";
  ruleTester.run('local/day-from-clock', dayFromClockRule, {
    valid: [
      { filename: inRepo('src/server/platform/clock.ts'), code },
      { filename: inRepo('src/server/modules/sales/sales.test.ts'), code },
      { filename: inRepo('src/server/seeds/seed-tasks.ts'), code },
      { filename: inRepo('src/web/features/sales/x.ts'), code },
      {
        filename: inRepo('src/server/modules/sales/sales.service.ts'),
        code: "import { todayOf } from '../../platform/clock';",
      },
    ],
    invalid: [
      { filename: inRepo('src/server/modules/sales/sales.service.ts'), code, errors: 1 },
      { filename: inRepo('src/server/modules/sales/sales.routes.ts'), code, errors: 1 },
    ],
  });
});
