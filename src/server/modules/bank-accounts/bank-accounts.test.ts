import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDigits } from '@shared/iban/iban';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tbc: number;
let bog: number;
let complexId: number;
let otherComplexId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.as('admin');
  const banks = (await admin.get('/api/banks')).json() as { id: number; iban: string }[];
  tbc = banks.find((b) => b.iban === 'TB')!.id;
  bog = banks.find((b) => b.iban === 'BG')!.id;
  const complex = { name: 'დიღმის მასივი', property_states: ['black_frame'] };
  complexId = (await admin.post('/api/buildings', { ...complex, blocks: ['A', 'B'] })).json().id;
  otherComplexId = (await admin.post('/api/buildings', { ...complex, blocks: ['A'] })).json().id;
});
afterAll(() => t.close());

/** A valid Georgian IBAN of the given bank code, its check digits computed. */
const iban = (bankCode: string, account: string) =>
  `GE${checkDigits('GE', bankCode + account)}${bankCode}${account}`;
const TBC_GEL = iban('TB', '0000000000123456');
const TBC_USD = iban('TB', '0000000000123457');
const BOG_GEL = iban('BG', '0000000000654321');

describe('bank accounts', () => {
  it('creates a general account and a block account, and lists them to signed-in users', async () => {
    const api = await t.as('admin', 'en');
    const general = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      iban: TBC_GEL.toLowerCase().replace(/(.{4})/g, '$1 '),
      iban_usd: TBC_USD,
      mediator_bank_usd: 'Citibank N.A., New York, CITIUS33',
    });
    expect(general.statusCode).toBe(200);
    expect(general.json()).toMatchObject({
      bank_id: tbc,
      bank_name_en: 'TBC Bank',
      bank_code: 'TBCBGE22',
      building_id: null,
      building_block: null,
      general: true,
      iban: TBC_GEL,
      iban_usd: TBC_USD,
      iban_eur: '',
      local_currency: 'GEL',
    });
    const block = await api.post('/api/bank-accounts', {
      bank_id: bog,
      building_id: complexId,
      building_block: 'b',
      iban: BOG_GEL,
    });
    expect(block.json()).toMatchObject({ building_id: complexId, building_block: 'B', general: false });

    type Row = { id: number; building_id: number | null };
    const generalIds = (rows: Row[]) => rows.filter((a) => a.building_id === null).map((a) => a.id);
    const all = (await api.get('/api/bank-accounts')).json() as Row[];
    expect(generalIds(all)).toEqual([general.json().id]);
    expect(all.map((a) => a.id)).toContain(block.json().id);
    // Without complexes of their own, a client manager sees the company's general accounts only.
    const unscoped = (await (await t.as('client_manager')).get('/api/bank-accounts')).json() as Row[];
    expect(unscoped.map((a) => a.id)).toEqual([general.json().id]);
    const ofComplex = (await api.get(`/api/bank-accounts?building_id=${complexId}`)).json();
    expect(ofComplex.map((a: { id: number }) => a.id)).toEqual([block.json().id]);
    expect((await api.get(`/api/buildings/${complexId}`)).json().bank_accounts).toEqual(ofComplex);

    const log = (
      await api.post('/api/logs', {
        entity_type: 'bank_account',
        entity_id: String(block.json().id),
        action: 'create',
      })
    ).json().data[0];
    expect(log.changes.iban).toEqual({ before: null, after: BOG_GEL });
  });

  it('updates through POST with an id and through PUT, and deletes', async () => {
    const api = await t.as('admin', 'en');
    const created = (await api.post('/api/bank-accounts', { bank_id: tbc, iban: TBC_GEL })).json();
    const moved = await api.post('/api/bank-accounts', {
      id: created.id,
      bank_id: tbc,
      building_id: complexId,
      building_block: 'A',
      iban: TBC_GEL,
    });
    expect(moved.json()).toMatchObject({ id: created.id, building_id: complexId, building_block: 'A' });
    const put = await api.put(`/api/bank-accounts/${created.id}`, {
      bank_id: tbc,
      building_id: complexId,
      building_block: '',
      iban: '',
      iban_eur: TBC_USD,
      mediator_bank_eur: 'Commerzbank AG, COBADEFF',
    });
    expect(put.json()).toMatchObject({ building_block: null, general: true, iban: '', iban_eur: TBC_USD });
    expect((await api.put('/api/bank-accounts/999999', { bank_id: tbc, iban: TBC_GEL })).statusCode).toBe(
      404,
    );
    expect((await api.delete(`/api/bank-accounts/${created.id}`)).json()).toEqual({
      success: true,
      message: 'Record deleted successfully',
    });
    expect((await api.delete(`/api/bank-accounts/${created.id}`)).statusCode).toBe(404);
  });

  it('checks the IBANs: format, check digits, at least one, and the chosen bank', async () => {
    const api = await t.as('admin', 'en');
    const wrongDigits = `GE${TBC_GEL.slice(2, 4) === '00' ? '01' : '00'}${TBC_GEL.slice(4)}`;
    const res = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      iban: wrongDigits,
      iban_usd: 'GE12TB00000000001234',
      iban_eur: 'DE89370400440532013000',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      iban: ["The IBAN's check digits do not match; check the number"],
      iban_usd: ["Invalid IBAN format: GE, 2 digits, the bank's 2-letter code and 16 digits"],
      iban_eur: ["Invalid IBAN format: GE, 2 digits, the bank's 2-letter code and 16 digits"],
    });
    const mismatch = await api.post('/api/bank-accounts', { bank_id: tbc, iban: BOG_GEL, iban_usd: TBC_USD });
    expect(mismatch.json().errors).toEqual({ iban: ['This IBAN does not belong to the chosen bank'] });
    const none = await api.post('/api/bank-accounts', { bank_id: tbc, mediator_bank_usd: 'Citibank' });
    expect(none.json().errors).toEqual({ iban: ['Enter at least one IBAN (GEL, USD or EUR)'] });
    const ka = await (await t.as('admin')).post('/api/bank-accounts', { bank_id: bog, iban: TBC_GEL });
    expect(ka.json().errors.iban).toEqual(['ეს IBAN არჩეულ ბანკს არ ეკუთვნის']);
  });

  it('checks the bank, the complex and its block', async () => {
    const api = await t.as('admin', 'en');
    const unknown = await api.post('/api/bank-accounts', {
      bank_id: 999999,
      building_id: 999999,
      iban: TBC_GEL,
    });
    expect(unknown.json().errors).toEqual({ bank_id: ['Invalid value'], building_id: ['Invalid value'] });
    const notALetter = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      building_id: complexId,
      building_block: 'H',
      iban: TBC_GEL,
    });
    expect(notALetter.json().errors).toEqual({ building_block: ['A block is a letter from A to G'] });
    const notItsBlock = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      building_id: otherComplexId,
      building_block: 'B',
      iban: TBC_GEL,
    });
    expect(notItsBlock.json().errors).toEqual({ building_block: ['The complex has no such block'] });
    const noComplex = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      building_block: 'A',
      iban: TBC_GEL,
    });
    expect(noComplex.json().errors).toEqual({ building_block: ['Choose a complex to set a block'] });
    const missing = await api.post('/api/bank-accounts', { iban: TBC_GEL });
    expect(missing.json().errors).toEqual({ bank_id: ['Required field'] });
  });

  it('hides the accounts of complexes a user may not see', async () => {
    const admin = await t.as('admin', 'en');
    const hidden = (
      await admin.post('/api/bank-accounts', { bank_id: tbc, building_id: otherComplexId, iban: TBC_GEL })
    ).json();
    const created = await admin.post('/api/users', {
      username: 'limited.cashier',
      email: 'limited.cashier@demo.ge',
      first_name: 'მაკა',
      last_name: 'ხუციშვილი',
      password: 'secret123',
      roles: ['property_registrar'],
      permissions: ['manage_banks'],
      buildings: [complexId],
    });
    expect(created.statusCode).toBe(200);
    const api = await t.as('limited.cashier', 'en');
    const seen = (await api.get('/api/bank-accounts')).json() as { id: number; building_id: number | null }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a) => a.building_id === null || a.building_id === complexId)).toBe(true);
    expect((await api.get(`/api/bank-accounts?building_id=${otherComplexId}`)).json()).toEqual([]);
    expect(
      (await api.put(`/api/bank-accounts/${hidden.id}`, { bank_id: tbc, iban: TBC_GEL })).statusCode,
    ).toBe(404);
    expect((await api.delete(`/api/bank-accounts/${hidden.id}`)).statusCode).toBe(404);
    const elsewhere = await api.post('/api/bank-accounts', {
      bank_id: tbc,
      building_id: otherComplexId,
      iban: TBC_GEL,
    });
    expect(elsewhere.json().errors).toEqual({ building_id: ['Invalid value'] });
  });

  it('needs manage_banks to change accounts', async () => {
    expect((await t.anonymous().get('/api/bank-accounts')).statusCode).toBe(401);
    const api = await t.as('sales_manager', 'en');
    expect((await api.get('/api/bank-accounts')).statusCode).toBe(200);
    expect(
      (await api.post('/api/bank-accounts', { bank_id: tbc, iban: TBC_GEL })).json().missing_permission,
    ).toBe('manage_banks');
    expect(
      (await api.put('/api/bank-accounts/1', { bank_id: tbc, iban: TBC_GEL })).json().missing_permission,
    ).toBe('manage_banks');
    const res = await api.delete('/api/bank-accounts/1');
    expect(res.statusCode).toBe(403);
    expect(res.json().missing_permission).toBe('manage_banks');
  });
});
