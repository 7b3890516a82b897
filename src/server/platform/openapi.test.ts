import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdFor, summarize } from './openapi';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let document: { paths: Paths };
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as { paths: Paths };
});
afterAll(() => t.close());

describe('the API description', () => {
  it("passes Redocly's recommended rules without an error (warnings are printed)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer}`);
    console.warn(`Redocly recommended: ${problems.length} problems\n${listed.join('\n')}`);
    expect(listed.filter((line) => line.startsWith('error'))).toEqual([]);
    // The specification's own call names make some paths look alike (`/sales/{id}` and `/sales/getReport`).
    expect(problems.filter((p) => p.ruleId !== 'no-ambiguous-paths').map((p) => p.message)).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter(({ op }) => !op.summary || !op.operationId)).toEqual([]);
    expect(new Set(all.map(({ op }) => op.operationId)).size).toBe(all.length);
  });

  it('describes the error answers: 401/403 for signed-in routes, 404 for a record, 422 for input', () => {
    const sale = document.paths['/api/sales/{id}']!.get!;
    expect(Object.keys(sale.responses).sort()).toEqual(['200', '401', '403', '404', '422']);
    expect(sale.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    const login = document.paths['/api/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeUndefined();
    expect(login.responses['422']).toEqual({ $ref: '#/components/responses/Unprocessable' });
  });

  it('writes summaries a person reads', () => {
    expect(summarize('get', '/api/sales', false)).toBe('List sales');
    expect(summarize('get', '/api/sales/{id}', false)).toBe('Get a sale');
    expect(summarize('get', '/api/sales/{id}/payments', false)).toBe('List payments of a sale');
    expect(summarize('post', '/api/advance-payments', false)).toBe('Create an advance payment');
    expect(summarize('post', '/api/sales/{id}/delete-with-comment', false)).toBe(
      'Delete with comment (sale)',
    );
    expect(summarize('post', '/api/logs', true)).toBe('List logs (filter in the body)');
    expect(summarize('post', '/api/properties/{id}/status', false)).toBe('Save status of a property');
    expect(operationIdFor('delete', '/api/sales/{ownerId}/deleteFile/{documentId}')).toBe(
      'deleteSalesByOwnerIdDeleteFileByDocumentId',
    );
  });
});
