import PizZip from 'pizzip';

/**
 * The smallest Word document the seed and the tests need, built in code so no binary lives in the
 * repository: paragraphs (bold, centred or justified) and tables whose rows may be docxtemplater loops.
 * A "\n" in a cell starts a new paragraph in it. A table's `widths` are its columns' shares of the line
 * (equal without them).
 */
export type DocxBlock =
  | { text: string; bold?: boolean; italic?: boolean; align?: 'left' | 'center' | 'both'; size?: number }
  | { table: string[][]; header?: boolean; widths?: readonly number[] };

// A4 with 2.5 cm left and 1.5 cm right margins, in twentieths of a point.
const PAGE = { width: 11906, height: 16838, left: 1418, right: 850 };
const LINE_WIDTH = PAGE.width - PAGE.left - PAGE.right;
// Tables set a point smaller than the text, so Georgian headings fit their columns.
const TABLE_TEXT_SIZE = 10;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Look {
  bold?: boolean | undefined;
  italic?: boolean | undefined;
  align?: string | undefined;
  size?: number | undefined;
}

function run(text: string, { bold, italic, size }: Look): string {
  const props = `${bold ? '<w:b/>' : ''}${italic ? '<w:i/>' : ''}${size ? `<w:sz w:val="${size * 2}"/>` : ''}`;
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

function paragraph(text: string, look: Look = {}): string {
  return `<w:p><w:pPr><w:jc w:val="${look.align ?? 'both'}"/></w:pPr>${run(text, look)}</w:p>`;
}

function columnWidths(columns: number, shares: readonly number[] | undefined): number[] {
  const weights = shares?.length === columns ? shares : Array<number>(columns).fill(1);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.floor((LINE_WIDTH * w) / total));
}

function table(rows: string[][], header: boolean, shares?: readonly number[]): string {
  const border = (side: string) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const widths = columnWidths(rows[0]?.length ?? 0, shares);
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const body = rows
    .map((cells, i) => {
      const isHeader = header && i === 0;
      // A row never breaks across pages; the header row repeats on each page.
      const rowProps = `<w:trPr><w:cantSplit/>${isHeader ? '<w:tblHeader/>' : ''}</w:trPr>`;
      const tableCells = cells
        .map(
          (cell, column) =>
            `<w:tc><w:tcPr><w:tcW w:w="${widths[column]}" w:type="dxa"/></w:tcPr>${cell
              .split('\n')
              .map((line) => paragraph(line, { bold: isHeader, align: 'left', size: TABLE_TEXT_SIZE }))
              .join('')}</w:tc>`,
        )
        .join('');
      return `<w:tr>${rowProps}${tableCells}</w:tr>`;
    })
    .join('');
  const props = `<w:tblW w:w="${LINE_WIDTH}" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblBorders>${borders}</w:tblBorders>`;
  return `<w:tbl><w:tblPr>${props}</w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

// Sylfaen carries Georgian script on every Windows machine; 11 pt with a little space after paragraphs.
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Sylfaen" w:hAnsi="Sylfaen" w:cs="Sylfaen" w:eastAsia="Sylfaen"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="ka-GE"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="120" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;

export function buildDocx(blocks: readonly DocxBlock[]): Buffer {
  const body = blocks
    .map((b) => ('table' in b ? table(b.table, b.header ?? true, b.widths) : paragraph(b.text, b)))
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${body}<w:sectPr><w:pgSz w:w="${PAGE.width}" w:h="${PAGE.height}"/><w:pgMar w:top="1134" w:right="${PAGE.right}" w:bottom="1134" w:left="${PAGE.left}" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('word/document.xml', document);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file('word/styles.xml', STYLES);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
