import { describe, expect, it } from 'vitest';
import { bankAccountEndpoints } from '@shared/bank-accounts/endpoints';
import { call } from '../lib/api/api-client';
import { allEndpoints, assertNoDrift, endpointOf } from './contract-check';
import { fakeApi } from './fake-api';

describe('the fake API holds canned answers to the server contracts', () => {
  it('finds an entry by method and concrete path', () => {
    expect(allEndpoints).toContain(bankAccountEndpoints.remove);
    expect(endpointOf('DELETE', '/api/bank-accounts/7')).toBe(bankAccountEndpoints.remove);
    expect(endpointOf('GET', '/api/bank-accounts/7')).toBeUndefined();
  });

  it('fails the test when a 200 answer lacks a field the contract requires', async () => {
    fakeApi({ 'DELETE /api/bank-accounts/7': { ok: true } });
    await call(bankAccountEndpoints.remove, { params: { id: 7 } });
    expect(assertNoDrift).toThrow(/DELETE \/api\/bank-accounts\/7[\s\S]*success/);
  });

  it('fails the test when a fake route names no endpoint the server has', () => {
    fakeApi({ 'GET /api/bank-account-list': [] });
    expect(assertNoDrift).toThrow(/GET \/api\/bank-account-list names no endpoint/);
  });

  it('lets a matching answer and an error answer through', async () => {
    fakeApi({ 'DELETE /api/bank-accounts/7': { success: true } });
    await expect(call(bankAccountEndpoints.remove, { params: { id: 7 } })).resolves.toEqual({
      success: true,
    });
    expect(assertNoDrift).not.toThrow();
  });
});
