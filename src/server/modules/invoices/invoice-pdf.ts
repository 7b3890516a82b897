import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIsoDate } from '@shared/dates/date-formats';
import type { Locale } from '@shared/i18n/locales';
import { invoiceDisplayNumber, type Invoice } from '@shared/invoices/contracts';
import { INVOICE_PDF_LABELS } from '@shared/invoices/pdf-labels';
import { formatMoney } from '@shared/money/money';
import { capitalize } from '@shared/money/number-words';

/**
 * The invoice as an A4 PDF. The font is DejaVu Sans from the dejavu-fonts-ttf package (it covers
 * Georgian, Latin and Cyrillic in one file), embedded and subset by pdfkit, so the PDF reads the same on
 * every machine and never depends on the fonts of the server's operating system.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 50;
const GREY = '#555555';
const LINE = '#bbbbbb';
const date = (iso: string) => formatIsoDate(iso, 'DD.MM.YYYY');

export function renderInvoicePdf(invoice: Invoice, locale: Locale): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const l = INVOICE_PDF_LABELS[locale];
  const d = invoice.details;
  const number = invoiceDisplayNumber(invoice.year, invoice.number);
  const money = (amount: string) => `${formatMoney(amount)} ${invoice.currency}`;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${l.title} ${l.number} ${number}`,
      Subject: `${l.contract} ${l.number} ${d.sale.contract_no}`,
      Author: d.seller.name,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const rule = (gap = 8) => {
    doc.moveDown(0.3);
    const y = doc.y;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.y = y + gap;
  };
  // Georgian has no capitals to use here (toUpperCase would give Mtavruli, which the font lacks).
  const upper = (text: string) => (locale === 'ka' ? text : text.toUpperCase());
  const heading = (text: string) => {
    doc.moveDown(0.6).font('bold').fontSize(10).fillColor(GREY).text(upper(text), MARGIN, doc.y);
    doc.moveDown(0.2).fillColor('black');
  };
  const field = (label: string, value: string) => {
    if (!value) return;
    doc.font('regular').fontSize(9).fillColor(GREY).text(`${label}: `, { continued: true });
    doc.fillColor('black').text(value);
  };

  // Title and dates.
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(20)
    .text(`${l.title} ${l.number} ${number}`, MARGIN, top, { width: width * 0.6 });
  doc.font('regular').fontSize(10);
  doc.text(`${l.issue_date}: ${date(invoice.issue_date)}`, MARGIN + width * 0.6, top + 2, {
    width: width * 0.4,
    align: 'right',
  });
  doc.font('bold').text(`${l.due_date}: ${date(invoice.due_date)}`, { width: width * 0.4, align: 'right' });
  doc.y = Math.max(doc.y, top + 30);
  rule();

  // Seller and buyer side by side.
  const partiesTop = doc.y;
  const column = width / 2 - 10;
  doc.font('bold').fontSize(10).fillColor(GREY).text(upper(l.seller), MARGIN, partiesTop, { width: column });
  doc.fillColor('black').fontSize(11).text(d.seller.name, { width: column });
  doc.font('regular').fontSize(9);
  const sellerLines = [
    [l.id_code, d.seller.id_code],
    [l.address, d.seller.address],
    [l.phone, d.seller.phone],
    [l.email, d.seller.email],
  ].filter(([, v]) => v);
  for (const [label, value] of sellerLines) doc.text(`${label}: ${value}`, { width: column });
  const sellerBottom = doc.y;

  const buyerX = MARGIN + width / 2 + 10;
  doc.font('bold').fontSize(10).fillColor(GREY).text(upper(l.buyer), buyerX, partiesTop, { width: column });
  doc.fillColor('black');
  for (const c of d.customers) {
    doc
      .font('bold')
      .fontSize(11)
      .text(c.name[locale] || c.name.ka, buyerX, doc.y, { width: column });
    doc.font('regular').fontSize(9);
    const idLabel = c.type === 'company' ? l.id_code : l.personal_id;
    for (const [label, value] of [
      [idLabel, c.id_code],
      [l.address, c.address],
      [l.phone, c.phone],
      [l.email, c.email],
    ])
      if (value) doc.text(`${label}: ${value}`, buyerX, doc.y, { width: column });
    doc.moveDown(0.3);
  }
  doc.y = Math.max(doc.y, sellerBottom);
  doc.x = MARGIN;
  rule();

  // Contract, complex and units.
  field(l.contract, `${l.number} ${d.sale.contract_no}`);
  field(
    l.complex,
    [d.complex.name[locale] || d.complex.name.ka, d.complex.address].filter(Boolean).join(', '),
  );
  if (d.units.length) {
    heading(l.units);
    doc.font('regular').fontSize(9);
    for (const u of d.units) {
      const parts = [
        u.type_title[locale] || u.type_title.ka,
        u.block ? `${l.block} ${u.block}` : '',
        `${l.floor} ${u.floor}`,
        `${l.number} ${u.number}`,
        `${l.area} ${u.total_area} ${l.m2}`,
      ].filter(Boolean);
      doc.text(`• ${parts.join(', ')}`, MARGIN, doc.y, { width });
    }
  }

  // What is asked for.
  heading(l.description);
  const amountX = MARGIN + width - 150;
  const row = (label: string, amount: string, isBold = false) => {
    const y = doc.y;
    doc.font(isBold ? 'bold' : 'regular').fontSize(isBold ? 11 : 10);
    doc.text(label, MARGIN, y, { width: width - 160 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: 150, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
  };
  if (d.lines.length) {
    for (const line of d.lines) {
      const lineAmount =
        d.conversion === null ? money(line.unpaid) : `${formatMoney(line.unpaid)} ${d.sale.payment_ccy}`;
      row(`${l.instalment} ${l.number} ${line.number} (${l.due} ${date(line.due_date)})`, lineAmount);
    }
  } else {
    const lineAmount =
      d.conversion === null
        ? money(invoice.amount)
        : `${formatMoney(d.conversion.sale_amount)} ${d.sale.payment_ccy}`;
    row(`${l.payment_under_contract} ${l.number} ${d.sale.contract_no}`, lineAmount);
  }
  rule(6);
  row(l.total, money(invoice.amount), true);
  if (d.conversion) {
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(
      `${l.conversion} (${date(d.conversion.date)}): 1 ${d.conversion.sale_currency} = ${d.conversion.sale_rate} GEL, 1 ${invoice.currency} = ${d.conversion.invoice_rate} GEL`,
      MARGIN,
      doc.y,
      { width },
    );
    doc.fillColor('black');
  }
  doc.moveDown(0.4);
  field(l.in_words, capitalize(d.amount_words[locale]));
  if (locale !== 'ka') field(INVOICE_PDF_LABELS.ka.in_words, d.amount_words.ka);

  // Where to pay.
  heading(`${l.bank_details} (${invoice.currency})`);
  if (d.bank_accounts.length === 0)
    doc.font('regular').fontSize(9).text(l.no_accounts, MARGIN, doc.y, { width });
  for (const account of d.bank_accounts) {
    const bank = locale === 'ka' ? account.bank_name : account.bank_name_en || account.bank_name;
    doc.font('bold').fontSize(10).text(bank, MARGIN, doc.y, { width });
    field(l.swift, account.bank_code);
    field(l.iban, account.iban);
    field(l.mediator_bank, account.mediator_bank);
    doc.moveDown(0.4);
  }
  rule();
  field(l.purpose, l.purpose_text.replace('{contract}', d.sale.contract_no).replace('{invoice}', number));

  doc.end();
  return done;
}
