import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { formResolverRule } from './tools/eslint-form-resolver.js';
import { kebabCaseFilenamesRule } from './tools/eslint-kebab-case.js';
import { layersRule } from './tools/eslint-layers.js';
import { moduleCyclesRule } from './tools/eslint-module-cycles.js';
import {
  dayFromClockRule,
  noRequestInServiceRule,
  noSqlInServiceRule,
  repositoryImportsNoServiceRule,
  routeCallsServiceRule,
} from './tools/eslint-server-layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      local: {
        rules: {
          layers: layersRule,
          'no-module-cycles': moduleCyclesRule,
          'no-sql-in-service': noSqlInServiceRule,
          'repository-imports-no-service': repositoryImportsNoServiceRule,
          'route-calls-service': routeCallsServiceRule,
          'no-request-in-service': noRequestInServiceRule,
          'kebab-case-filenames': kebabCaseFilenamesRule,
          'form-resolver': formResolverRule,
          'day-from-clock': dayFromClockRule,
        },
      },
    },
    rules: {
      'local/layers': 'error',
      'local/no-module-cycles': 'error',
      'local/no-sql-in-service': 'error',
      'local/repository-imports-no-service': 'error',
      'local/route-calls-service': 'error',
      'local/no-request-in-service': 'error',
      'local/kebab-case-filenames': 'error',
      'local/day-from-clock': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A product form checks its fields by the shared contract; a kit test may drive a bare form.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: { 'local/form-resolver': 'error' },
  },
  {
    // The web reaches the API only through the endpoint table's client (docs/decisions/038).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api/**', 'src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the API through lib/api (call, download, openStream) and its endpoint entry.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tools/**', '*.config.*'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
