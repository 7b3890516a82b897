import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { sessionToken } from '../../../lib/auth/session-token';
import { fakeApi, reply } from '../../../test/fake-api';
import { downloadInvoicePdf } from './download-invoice-pdf';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoice = { id: 5, display_number: '2026-0015' };

describe('downloading an invoice PDF', () => {
  it('saves it as invoice-<number>.pdf, in the asked language, with the session token', async () => {
    sessionToken.set('test-token');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({ 'GET /api/invoices/5/pdf': {} });

    await downloadInvoicePdf(invoice, 'ru');

    const [request] = api.calls('GET', '/api/invoices/5/pdf');
    expect(request?.query.get('lang')).toBe('ru');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(saved).toEqual(['invoice-2026-0015.pdf']);
  });

  it('ends the session when the server answers 401, like every other call', async () => {
    sessionToken.set('expired-token');
    fakeApi({ 'GET /api/invoices/5/pdf': reply(401, { message: 'The session has ended' }) });

    await expect(downloadInvoicePdf(invoice)).rejects.toMatchObject({
      status: 401,
      message: 'The session has ended',
    });
    expect(sessionToken.get()).toBeNull();
  });
});
