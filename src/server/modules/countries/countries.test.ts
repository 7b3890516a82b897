import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference lists', () => {
  it('answers the 198 countries with names in three languages and ISO and phone codes', async () => {
    const api = await t.as('property_registrar', 'en');
    const res = await api.get('/api/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json() as { id: number; code_iso2: string; code_iso3: string; name_ka: string }[];
    expect(countries).toHaveLength(198);
    expect(countries).toContainEqual({
      id: 268,
      name_en: 'Georgia',
      name_ka: 'საქართველო',
      name_ru: 'Грузия',
      code_iso2: 'GE',
      code_iso3: 'GEO',
      code_phone: '995',
    });
    expect(countries).toContainEqual(
      expect.objectContaining({
        code_iso2: 'XK',
        code_iso3: 'XKK',
        id: 983,
        code_phone: '383',
        name_ka: 'კოსოვო',
      }),
    );
    for (const code of ['VA', 'PS', 'TW', 'EH', 'US', 'UA'])
      expect(countries.map((c) => c.code_iso2)).toContain(code);
    // Dependent territories are not countries here.
    for (const code of ['PR', 'GI', 'AQ', 'HK'])
      expect(countries.map((c) => c.code_iso2)).not.toContain(code);
    expect(new Set(countries.map((c) => c.id)).size).toBe(198);
    expect(new Set(countries.map((c) => c.code_iso3)).size).toBe(198);
    expect(countries.every((c) => c.name_ka.length > 0 && /^\d{1,4}$/.test(String(c.id)))).toBe(true);
  });

  it("answers Georgia's regions with their municipalities", async () => {
    const regions = (await (await t.as('client_manager')).get('/api/countries/regions')).json();
    expect(regions.length).toBeGreaterThanOrEqual(12);
    const tbilisi = regions.find((r: { code: string }) => r.code === 'TB');
    expect(tbilisi).toMatchObject({ name_ka: 'თბილისი', name_en: 'Tbilisi', name_ru: 'Тбилиси' });
    expect(tbilisi.municipalities).toContainEqual({
      code: 'TB-VAK',
      name_ka: 'ვაკე',
      name_en: 'Vake',
      name_ru: 'Ваке',
    });
  });

  it('answers vehicle brands with their models, and one brand’s models', async () => {
    const api = await t.as('accountant');
    const brands = (await api.get('/api/vehicles/brands')).json() as { brand: string; models: string[] }[];
    for (const brand of ['Toyota', 'Mercedes-Benz', 'BMW', 'Hyundai', 'Kia', 'Lexus', 'Subaru', 'Audi'])
      expect(brands.map((b) => b.brand)).toContain(brand);
    expect(brands.find((b) => b.brand === 'Toyota')?.models).toContain('Prius');
    expect((await api.get('/api/vehicles/brands/lexus/models')).json()).toContain('RX');
    expect((await api.get('/api/vehicles/brands/trabant/models')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/countries', '/api/countries/regions', '/api/vehicles/brands'])
      expect((await t.anonymous().get(url)).statusCode).toBe(401);
  });
});
