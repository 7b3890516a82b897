import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruledPrice } from '@shared/prices/rules';
import { totalPrice } from '@shared/properties/pricing';
import { auditLogs, priceListItems, priceLists, properties, propertyPriceHistory } from '../../db/schema';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Price lists from files, one user, more than a person would in a minute (platform/limits.ts: 10).
  t = await createTestApp({ env: { RATE_LIMITS: 'imports=1000' } });
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet laid out like the template; each line is [property_id, new_price_per_m2]. */
async function sheet(lines: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('prices');
  ws.addRow(['property_id', 'block', 'floor', 'number', 'currency', 'price_per_m2', 'new_price_per_m2']);
  for (const [id, price] of lines) ws.addRow([id, null, null, null, null, null, price]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (fields: Record<string, string>, data?: Buffer) =>
  multipart(
    { title: 'Spring prices', valid_from: '2026-03-01', ...fields },
    data ? [{ field: 'file', filename: 'prices.xlsx', data, type: XLSX }] : [],
  );

const unitsOf = (buildingId: number) =>
  t.db.select().from(properties).where(eq(properties.building_id, buildingId)).orderBy(properties.id);

describe('price lists from Excel', () => {
  it('refuses a file with bad rows, listing each line and reason, and saves nothing', async () => {
    const api = await t.as('admin', 'en');
    const units = (await unitsOf(1)).filter((u) => u.status === 'free');
    const [good, sold, wordy, negative] = [units[0]!, units[1]!, units[2]!, units[3]!];
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold.id));
    const other = (await unitsOf(2))[0]!;
    const data = await sheet([
      [good.id, 1500],
      [999999, 1500],
      [sold.id, 1500],
      [wordy.id, 'a lot'],
      [other.id, 1500],
      [negative.id, -5],
      [good.id, 1600],
    ]);
    const form = upload({ building_id: '1' }, data);
    const res = await api.post('/api/prices', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The file has errors and nothing was saved. Fix the lines listed');
    expect(body.rows.map((r: { line: number; reason_key: string }) => [r.line, r.reason_key])).toEqual([
      [3, 'prices.row_unknown_unit'],
      [4, 'prices.row_sold'],
      [5, 'prices.row_not_a_number'],
      [6, 'prices.row_other_building'],
      [7, 'prices.row_not_positive'],
      [8, 'prices.row_duplicate'],
    ]);
    expect(body.errors.rows[0]).toBe('Line 3: No such unit');
    expect(await t.db.select().from(priceLists)).toEqual([]);
    expect(await t.db.select().from(priceListItems)).toEqual([]);

    const preview = await api.post('/api/prices/preview', form.payload, form.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().items).toHaveLength(1);
    expect(preview.json().errors).toHaveLength(6);
    expect(await t.db.select().from(priceLists)).toEqual([]);
  });

  it('saves a clean file as a draft, applies it in one go with history, and never touches sold units', async () => {
    const api = await t.as('admin', 'en');
    const free = (await unitsOf(1)).filter((u) => u.status === 'free').slice(0, 3);
    const sold = (await unitsOf(1)).find((u) => u.status === 'sold')!;
    const data = await sheet([...free.map((u, i) => [u.id, 2000 + i]), [null, null], [sold.id, null]]);
    const form = upload({ building_id: '1' }, data);

    const preview = (await api.post('/api/prices/preview', form.payload, form.headers)).json();
    expect(preview.errors).toEqual([]);
    expect(preview.items[0]).toMatchObject({
      property_id: free[0]!.id,
      line: 2,
      old_price_per_m2: free[0]!.price_per_m2,
      new_price_per_m2: '2000.00',
      new_total_price: totalPrice(free[0]!.total_area, '2000'),
    });

    const created = await api.post('/api/prices', form.payload, form.headers);
    expect(created.statusCode).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', source: 'excel', items_count: 3, building_id: 1 });
    expect(draft.file_url).toMatch(/^.*\/api\/files\//);
    expect(draft.totals).toHaveLength(1);
    // Still the old prices until it is applied.
    const [before] = await t.db.select().from(properties).where(eq(properties.id, free[0]!.id));
    expect(before!.price_per_m2).toBe(free[0]!.price_per_m2);

    const list = (await api.get('/api/prices?building_id=1')).json();
    expect(list).toEqual([expect.objectContaining({ id: draft.id, items_count: 3, status: 'draft' })]);

    const applied = await api.post(`/api/prices/${draft.id}/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied', applied_at: expect.any(String) });
    const after = await t.db
      .select()
      .from(properties)
      .where(
        inArray(
          properties.id,
          free.map((u) => u.id),
        ),
      )
      .orderBy(properties.id);
    expect(after.map((u) => [u.price_per_m2, u.total_price])).toEqual(
      free.map((u, i) => [`${2000 + i}.00`, totalPrice(u.total_area, String(2000 + i))]),
    );
    const history = await t.db
      .select()
      .from(propertyPriceHistory)
      .where(eq(propertyPriceHistory.reason, 'price_list'));
    expect(history.map((h) => h.property_id).sort()).toEqual(free.map((u) => u.id).sort());
    const [soldAfter] = await t.db.select().from(properties).where(eq(properties.id, sold.id));
    expect(soldAfter!.price_per_m2).toBe(sold.price_per_m2);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity_type, 'price_list'), eq(auditLogs.entity_id, String(draft.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);

    // An applied list is read-only.
    expect((await api.post(`/api/prices/${draft.id}/apply`)).statusCode).toBe(422);
    expect((await api.delete(`/api/prices/${draft.id}`)).statusCode).toBe(422);
    const edit = multipart({ _method: 'PUT', building_id: '1', title: 'Renamed', valid_from: '2026-03-02' });
    expect((await api.post(`/api/prices/${draft.id}`, edit.payload, edit.headers)).statusCode).toBe(422);
  });

  it('refuses to apply when a unit was sold after the draft was made, and changes nothing', async () => {
    const api = await t.as('admin', 'en');
    const free = (await unitsOf(1)).filter((u) => u.status === 'free').slice(0, 2);
    const form = upload({ building_id: '1' }, await sheet(free.map((u) => [u.id, 3000])));
    const draft = (await api.post('/api/prices', form.payload, form.headers)).json();
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, free[1]!.id));
    const res = await api.post(`/api/prices/${draft.id}/apply`);
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([expect.objectContaining({ line: 3, reason_key: 'prices.row_sold' })]);
    const [first] = await t.db.select().from(properties).where(eq(properties.id, free[0]!.id));
    expect(first!.price_per_m2).toBe(free[0]!.price_per_m2);
    expect((await api.get(`/api/prices/${draft.id}`)).json().status).toBe('draft');

    // A draft can be renamed, its items replaced, and deleted.
    const edit = upload(
      { _method: 'PUT', building_id: '1', title: 'Second try' },
      await sheet([[free[0]!.id, 3100]]),
    );
    const edited = await api.post(`/api/prices/${draft.id}`, edit.payload, edit.headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Second try', items_count: 1 });
    expect((await api.delete(`/api/prices/${draft.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/prices/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses a file that is not an .xlsx', async () => {
    const api = await t.as('admin', 'en');
    const form = multipart({ building_id: '1', title: 'x', valid_from: '2026-03-01' }, [
      { field: 'file', filename: 'prices.xlsx', data: Buffer.from('id;price\n1;2\n'), type: XLSX },
    ]);
    const res = await api.post('/api/prices', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
  });
});

describe('price lists by rule', () => {
  it('+10% on block A floors 2-3 changes only those free and not-for-sale units', async () => {
    const api = await t.as('admin', 'en');
    const buildingId = 3;
    const before = await unitsOf(buildingId);
    const matches = (u: (typeof before)[number]) =>
      u.block === 'A' && u.floor >= 2 && u.floor <= 3 && ['free', 'not_for_sale'].includes(u.status);
    expect(before.filter(matches).length).toBeGreaterThan(0);
    const form = multipart({
      building_id: String(buildingId),
      title: 'Block A +10%',
      valid_from: '2026-04-01',
      rule_kind: 'percent',
      rule_value: '10',
      block: 'A',
      floor_from: '2',
      floor_to: '3',
    });
    const created = await api.post('/api/prices', form.payload, form.headers);
    expect(created.statusCode).toBe(200);
    const draft = created.json();
    expect(draft).toMatchObject({
      source: 'rule',
      rule: { kind: 'percent', value: '10.00', block: 'A', floor_from: 2, floor_to: 3 },
      items_count: before.filter(matches).length,
    });
    expect((await api.post(`/api/prices/${draft.id}/apply`)).statusCode).toBe(200);
    const after = new Map((await unitsOf(buildingId)).map((u) => [u.id, u]));
    for (const u of before) {
      const now = after.get(u.id)!;
      if (matches(u)) {
        const price = ruledPrice({ kind: 'percent', value: '10' }, u.price_per_m2);
        expect([now.price_per_m2, now.total_price]).toEqual([price, totalPrice(u.total_area, price)]);
      } else expect([now.price_per_m2, now.total_price]).toEqual([u.price_per_m2, u.total_price]);
    }
  });

  it('refuses a rule that would bring a price to zero, naming the units', async () => {
    const api = await t.as('admin', 'en');
    const form = multipart({
      building_id: '3',
      title: 'Too much',
      valid_from: '2026-04-01',
      rule_kind: 'amount_per_m2',
      rule_value: '-1000000',
      block: 'A',
      floor_from: '2',
      floor_to: '2',
    });
    const res = await api.post('/api/prices', form.payload, form.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().rows[0]).toMatchObject({
      line: null,
      reason_key: 'prices.row_not_positive',
      message: expect.stringMatching(/: The price must be greater than zero$/),
    });
    const viewer = await t.as('booking_registrar', 'en');
    expect((await viewer.get('/api/prices')).statusCode).toBe(200);
    expect((await viewer.post('/api/prices', form.payload, form.headers)).statusCode).toBe(403);
  });
});

describe('scoping and the template', () => {
  it("hides another complex's lists from the registrar limited to the first complex", async () => {
    const admin = await t.as('admin', 'en');
    const form = multipart({
      building_id: '2',
      title: 'Saburtalo',
      valid_from: '2026-05-01',
      rule_kind: 'amount_per_m2',
      rule_value: '-10',
    });
    const other = (await admin.post('/api/prices', form.payload, form.headers)).json();
    const registrar = await t.as('property_registrar', 'en');
    expect((await registrar.get(`/api/prices/${other.id}`)).statusCode).toBe(404);
    expect((await registrar.post(`/api/prices/${other.id}/apply`)).statusCode).toBe(404);
    expect((await registrar.delete(`/api/prices/${other.id}`)).statusCode).toBe(404);
    const lists = (await registrar.get('/api/prices')).json() as { building_id: number }[];
    expect(lists.every((l) => l.building_id === 1)).toBe(true);
    expect((await registrar.get('/api/prices/template?building_id=2')).statusCode).toBe(404);
    const rule = multipart({
      building_id: '2',
      title: 'x',
      valid_from: '2026-05-01',
      rule_kind: 'percent',
      rule_value: '5',
    });
    const refused = await registrar.post('/api/prices/preview', rule.payload, rule.headers);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['building_id']);
  });

  it('downloads the template of units still on offer, which parses back with exceljs', async () => {
    const api = await t.as('property_registrar', 'en');
    const res = await api.get('/api/prices/template?building_id=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prices-1-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'property_id',
      'block',
      'floor',
      'number',
      'currency',
      'price_per_m2',
      'new_price_per_m2',
    ]);
    const onOffer = (await unitsOf(1)).filter((u) => !['sold', 'barter', 'retired'].includes(u.status));
    expect(ws.rowCount - 1).toBe(onOffer.length);
    const ids = new Set<number>();
    ws.eachRow((row, n) => {
      if (n > 1) ids.add(Number(row.getCell(1).value));
    });
    expect([...ids].sort()).toEqual(onOffer.map((u) => u.id).sort());
  });
});
