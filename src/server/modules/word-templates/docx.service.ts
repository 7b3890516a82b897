import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { HttpError } from '../../platform/errors';

/**
 * Reading and filling Word templates with docxtemplater: `{name}` placeholders, `{#loop}…{/loop}` and
 * `{^name}…{/name}` sections, paragraphs of a loop repeated whole, "\n" in a value a line break, and a
 * missing value written as nothing rather than "undefined".
 */

/** Why a file cannot be a template; the word-templates routes answer each with its message. */
type DocxProblem =
  { reason: 'not_docx' } | { reason: 'broken_docx' } | { reason: 'syntax_error'; details: string };

export class DocxTemplateError extends Error {
  constructor(readonly problem: DocxProblem) {
    super(problem.reason);
  }
}

interface TemplateError {
  properties?: { explanation?: string; errors?: TemplateError[] };
  message?: string;
}

function openZip(content: Buffer): PizZip {
  let zip: PizZip;
  try {
    zip = new PizZip(content);
  } catch {
    // Not a zip at all (a .txt, a PDF renamed) is not a Word file; a zip that starts but breaks is damaged.
    throw new DocxTemplateError({
      reason: content.subarray(0, 2).toString() === 'PK' ? 'broken_docx' : 'not_docx',
    });
  }
  if (!zip.file('word/document.xml')) throw new DocxTemplateError({ reason: 'not_docx' });
  return zip;
}

function compile(content: Buffer, parser: (tag: string) => { get: (scope: unknown) => unknown }) {
  const zip = openZip(content);
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      errorLogging: false,
      nullGetter: () => '',
      parser,
    });
  } catch (error) {
    const e = error as TemplateError;
    const all = e.properties?.errors?.length ? e.properties.errors : [e];
    const details = all.map((x) => x.properties?.explanation ?? x.message ?? '').join('; ');
    throw new DocxTemplateError({ reason: e.properties ? 'syntax_error' : 'broken_docx', details });
  }
}

const scopeValue = (name: string) => ({
  get: (scope: unknown) =>
    name === '.' ? scope : (scope as Record<string, unknown> | null | undefined)?.[name],
});

/** The names a template uses (loops included), sorted; throws DocxTemplateError for a bad file. */
export function templatePlaceholders(content: Buffer): string[] {
  const names = new Set<string>();
  // docxtemplater hands every tag to the parser while compiling: the loop tags without their # ^ /.
  compile(content, (tag) => {
    const name = tag.trim();
    if (name !== '.') names.add(name);
    return scopeValue(name);
  });
  return [...names].sort();
}

/** The template filled with the data, as a new .docx. */
export function fillDocx(content: Buffer, data: Record<string, unknown>): Buffer {
  const doc = compile(content, (tag) => scopeValue(tag.trim()));
  try {
    doc.render(data);
  } catch (error) {
    throw new HttpError(422, 'templates.generation_failed', { details: (error as Error).message });
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
