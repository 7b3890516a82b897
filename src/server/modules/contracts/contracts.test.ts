import { execFileSync } from 'node:child_process';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Building } from '@shared/buildings/contracts';
import type { Company } from '@shared/company/contracts';
import { tbilisiToday } from '@shared/dates/date-formats';
import type { DocumentRow } from '@shared/documents/contracts';
import type { ContractLanguage, ContractType } from '@shared/sales/contracts';
import type { ContractPreview, SaleContractTemplates } from '@shared/templates/contracts';
import { PLACEHOLDERS, placeholderNames } from '@shared/templates/placeholders';
import { buildDocx } from '../../seeds/demo-docx';
import {
  buildings,
  customers,
  customFieldValues,
  customFields,
  saleCustomers,
  saleProperties,
  sales,
  users,
  wordTemplates,
} from '../../db/schema';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';
import { buildSaleTemplateData, longDate } from './contract-data.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The document's text: every run joined, tags removed. */
function docxText(data: Buffer): string {
  const xml = new PizZip(data).file('word/document.xml')!.asText();
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

type Sale = typeof sales.$inferSelect;

/** A live demo sale of the template's kind, one with a parking place value when there is one. */
async function saleFor(type: ContractType, lang: ContractLanguage): Promise<Sale> {
  const [parking] = await t.db.select().from(customFields).where(eq(customFields.key, 'parking_place'));
  const [row] = await t.db
    .select({ sale: sales })
    .from(sales)
    .leftJoin(
      customFieldValues,
      and(eq(customFieldValues.record_id, sales.id), eq(customFieldValues.field_id, parking!.id)),
    )
    .where(
      and(
        eq(sales.contract_type, type),
        eq(sales.contract_lang, lang),
        isNull(sales.deleted_at),
        eq(sales.status, 'active'),
      ),
    )
    .orderBy(sql`${customFieldValues.value} is null`, asc(sales.id))
    .limit(1);
  if (row) return row.sale;
  // No demo sale of this kind (service contracts): one becomes it.
  const [any] = await t.db
    .update(sales)
    .set({ contract_type: type, contract_lang: lang })
    .where(
      eq(
        sales.id,
        sql`(select max(id) from sales where deleted_at is null and status = 'active' and contract_lang = 'ge' and contract_type = 'contract_main')`,
      ),
    )
    .returning();
  return any!;
}

async function templateId(type: ContractType, lang: ContractLanguage): Promise<number> {
  const [row] = await t.db
    .select({ id: wordTemplates.id })
    .from(wordTemplates)
    .where(and(eq(wordTemplates.contract_type, type), eq(wordTemplates.language, lang)));
  return row!.id;
}

describe('sale contract data', () => {
  it('fills every placeholder of the catalogue, with language forms and loops', async () => {
    const sale = await saleFor('contract_main', 'ge_en');
    const data = await buildSaleTemplateData(t.db, sale.id, 'ge_en', tbilisiToday());
    for (const name of PLACEHOLDERS.flatMap(placeholderNames)) expect(typeof data[name], name).toBe('string');
    expect(data.contract_no).toBe(sale.contract_no);
    expect(data.contract_start_date_en).toBe(longDate(sale.contract_start_date, 'en'));
    expect(data.contract_start_date).toBe(data.contract_start_date_ka);
    expect(data.contract_total_wprice_en).toMatch(/[a-z]/);
    expect(Array.isArray(data.properties) && data.properties.length).toBeGreaterThan(0);
    expect(Array.isArray(data.schedule) && data.schedule.length).toBeGreaterThan(0);
    expect(String(data.payment_schedule).split('\n')[0]).toMatch(/^1\. /);
  });

  it('writes long dates in each language', () => {
    expect(longDate('2026-03-15', 'ka')).toBe('15 მარტი 2026 წ.');
    expect(longDate('2026-03-15', 'en')).toBe('15 March 2026');
    expect(longDate('2026-03-15', 'ru')).toBe('15 марта 2026 г.');
    expect(longDate(null, 'en')).toBe('');
  });
});

describe('/api/sales/{id}/contract', () => {
  it.each<[ContractType, ContractLanguage]>([
    ['contract_main', 'ge'],
    ['contract_main', 'ge_en'],
    ['contract_pre', 'ge'],
    ['contract_pre', 'ge_en'],
    ['service', 'ge'],
  ])('fills the seeded %s %s template completely', async (type, lang) => {
    const sale = await saleFor(type, lang);
    const id = await templateId(type, lang);
    const admin = await t.as('admin', 'en');
    const list = (await admin.get(`/api/sales/${sale.id}/contract-templates`)).json<SaleContractTemplates>();
    expect(list.templates.map((x) => x.id)).toContain(id);

    const res = await admin.post(`/api/sales/${sale.id}/contract`, { template_id: id, format: 'docx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('contract-');
    const text = docxText(res.rawPayload);
    expect(text).not.toMatch(/[{}]|undefined/);
    expect(text).toContain(sale.contract_no);
    const data = await buildSaleTemplateData(t.db, sale.id, lang as 'ge', tbilisiToday());
    expect(text).toContain(String(data.customer_name).split(', ')[0]);
    if (lang === 'ge_en') expect(text).toContain(String(data.contract_total_wprice_en));
    // Custom fields: the sale's parking place (a section shown only with a value) and the buyer's ID document.
    if (type === 'contract_main') {
      if (data.parking_place) expect(text).toContain(`№ ${String(data.parking_place)}`);
      else expect(text).not.toContain('პარკინგის');
      expect(text).toContain(String(data.id_document_no).split(', ')[0]);
    }
  });

  it('repeats the loops once per unit of a sale with several units', async () => {
    const [multi] = await t.db
      .select({ sale_id: saleProperties.sale_id, n: sql<number>`count(*)::int` })
      .from(saleProperties)
      .innerJoin(sales, eq(sales.id, saleProperties.sale_id))
      .where(and(isNull(saleProperties.released_at), isNull(sales.deleted_at)))
      .groupBy(saleProperties.sale_id)
      .having(sql`count(*) > 1`)
      .limit(1);
    expect(multi).toBeDefined();
    const [sale] = await t.db.select().from(sales).where(eq(sales.id, multi!.sale_id));
    const admin = await t.as('admin', 'en');
    const file = buildDocx([
      { text: '{#properties}[unit {property_num} {property_type_en}]{/properties}' },
      {
        table: [
          ['No', 'Area'],
          ['{#properties}{property_num}', '{property_total_area}{/properties}'],
        ],
      },
      { text: 'Total {property_total_area} m²; {#customers}<{customer_name}>{/customers}' },
    ]);
    const form = multipart(
      {
        name: 'Units',
        contract_type: sale!.contract_type,
        language: sale!.contract_lang,
        building_id: String(sale!.building_id),
      },
      [{ field: 'file', filename: 'units.docx', data: file, type: 'application/octet-stream' }],
    );
    const saved = await admin.post('/api/word-templates', form.payload, form.headers);
    expect(saved.statusCode).toBe(200);
    const res = await admin.post(`/api/sales/${sale!.id}/contract`, { template_id: saved.json().id });
    const xml = new PizZip(res.rawPayload).file('word/document.xml')!.asText();
    expect(docxText(res.rawPayload).match(/\[unit /g)).toHaveLength(multi!.n);
    expect(xml.match(/<w:tr>/g)).toHaveLength(multi!.n + 1);
  });

  it('refuses a template of another contract type or language', async () => {
    const sale = await saleFor('contract_main', 'ge');
    const admin = await t.as('admin', 'en');
    const res = await admin.post(`/api/sales/${sale.id}/contract`, {
      template_id: await templateId('contract_main', 'ge_en'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This template is for another contract type or language');
  });

  it('previews the contract as safe HTML', async () => {
    const sale = await saleFor('contract_main', 'ge');
    const admin = await t.as('admin', 'ka');
    const res = await admin.post(`/api/sales/${sale.id}/contract/preview`, {
      template_id: await templateId('contract_main', 'ge'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ContractPreview>();
    expect(body.html).toContain(sale.contract_no);
    expect(body.html).toContain('<table>');
    expect(body.html).not.toMatch(/<img|<script|style=/);
    expect(body.file_name).toMatch(/^contract-.+\.docx$/);
  });

  it('reads naturally in the demo template: no hyphenated case endings, no empty "address:" left', async () => {
    const sale = await saleFor('contract_main', 'ge');
    const buyers = await t.db.select().from(saleCustomers).where(eq(saleCustomers.sale_id, sale.id));
    await t.db
      .update(customers)
      .set({ address: '' })
      .where(
        inArray(
          customers.id,
          buyers.map((b) => b.customer_id),
        ),
      );
    // The complex without an address too (put back afterwards: other tests print it).
    const [complex] = await t.db.select().from(buildings).where(eq(buildings.id, sale.building_id));
    await t.db.update(buildings).set({ address: '' }).where(eq(buildings.id, sale.building_id));
    try {
      const admin = await t.as('admin', 'ka');
      const res = await admin.post(`/api/sales/${sale.id}/contract/preview`, {
        template_id: await templateId('contract_main', 'ge'),
      });
      const text = res.json<ContractPreview>().html.replace(/<[^>]+>/g, ' ');
      expect(text).toContain('რომელსაც წარმოადგენს დირექტორი');
      expect(text).not.toMatch(/\S-ის\b/);
      expect(text).not.toMatch(/მისამართი:\s*[),\n]/);
      expect(text).not.toMatch(/მისამართი:\s*$/m);
      expect(text).toContain(`(მიწის ნაკვეთის საკადასტრო კოდი ${complex!.cad_code}`);
    } finally {
      await t.db
        .update(buildings)
        .set({ address: complex!.address })
        .where(eq(buildings.id, sale.building_id));
    }
  });

  it('prints the seller and the complex in English in the English part of a ge_en contract, Georgian where untranslated', async () => {
    const sale = await saleFor('contract_main', 'ge_en');
    const admin = await t.as('admin', 'en');
    const preview = async () => {
      const res = await admin.post(`/api/sales/${sale.id}/contract/preview`, {
        template_id: await templateId('contract_main', 'ge_en'),
      });
      expect(res.statusCode).toBe(200);
      return res
        .json<ContractPreview>()
        .html.replace(/<[^>]+>/g, ' ')
        .replace(/&quot;/g, '"');
    };
    const complex = (await admin.get(`/api/buildings/${sale.building_id}`)).json<Building>();
    expect(complex.company_name_en).not.toBe('');
    const english = await preview();
    expect(english).toContain(
      `On the one hand, ${complex.company_name_en} (identification code ${complex.company_id}), represented by its director ${complex.director_en} (the "Seller")`,
    );
    expect(english).toContain(`complex "${complex.name_en}" (address: ${complex.address_en},`);
    // The Georgian part keeps the Georgian values.
    expect(english).toContain(`ერთი მხრივ, ${complex.company_name} (`);

    // A complex without its own company: the installation's company sells; untranslated values print in Georgian.
    await t.db
      .update(buildings)
      .set({ company_name: '', director: '', address_en: '', name_en: '' })
      .where(eq(buildings.id, sale.building_id));
    const own = (await admin.get('/api/company')).json<Company>();
    const saved = await admin.post('/api/company', {
      ...own,
      company_name_en: 'Tbilisi Homes LLC',
      company_director_en: '',
    });
    expect(saved.statusCode).toBe(200);
    const fallback = await preview();
    expect(fallback).toContain(
      `On the one hand, Tbilisi Homes LLC (identification code ${complex.company_id}), represented by its director ${own.company_director} (the "Seller")`,
    );
    expect(fallback).toContain(`complex "${complex.name}" (address: ${complex.address},`);
  });

  it('keeps the contract among the sale files when asked', async () => {
    const sale = await saleFor('contract_main', 'ge');
    const admin = await t.as('admin', 'en');
    const before = (await admin.get(`/api/sales/${sale.id}/files`)).json<DocumentRow[]>();
    const res = await admin.post(`/api/sales/${sale.id}/contract`, {
      template_id: await templateId('contract_main', 'ge'),
      store: true,
    });
    expect(res.statusCode).toBe(200);
    const after = (await admin.get(`/api/sales/${sale.id}/files`)).json<DocumentRow[]>();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      document_type: 'contract',
      original_name: expect.stringMatching(/\.docx$/),
    });
  });

  it('lets readers make contracts, but only of sales they see; storing needs edit_sales', async () => {
    const sale = await saleFor('contract_main', 'ge');
    const id = await templateId('contract_main', 'ge');
    const accountant = await t.as('accountant', 'en');
    expect((await accountant.get(`/api/sales/${sale.id}/contract-templates`)).statusCode).toBe(200);
    const store = await accountant.post(`/api/sales/${sale.id}/contract`, { template_id: id, store: true });
    expect(store.statusCode).toBe(403);

    const [manager] = await t.db.select().from(users).where(eq(users.username, 'client_manager'));
    const [other] = await t.db
      .select({ id: sales.id })
      .from(sales)
      .where(and(ne(sales.responsible_user_id, manager!.id), isNull(sales.deleted_at)))
      .limit(1);
    const clientManager = await t.as('client_manager', 'en');
    expect((await clientManager.get(`/api/sales/${other!.id}/contract-templates`)).statusCode).toBe(404);
    expect(
      (await clientManager.post(`/api/sales/${other!.id}/contract`, { template_id: id })).statusCode,
    ).toBe(404);
  });

  const soffice = (() => {
    try {
      execFileSync('soffice', ['--version'], { timeout: 15_000 });
      return true;
    } catch {
      return false;
    }
  })();

  it.runIf(soffice)('makes a PDF with LibreOffice', { timeout: 90_000 }, async () => {
    const sale = await saleFor('contract_main', 'ge');
    const admin = await t.as('admin', 'en');
    const list = (await admin.get(`/api/sales/${sale.id}/contract-templates`)).json<SaleContractTemplates>();
    expect(list.pdf_available).toBe(true);
    const res = await admin.post(`/api/sales/${sale.id}/contract`, {
      template_id: await templateId('contract_main', 'ge'),
      format: 'pdf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
