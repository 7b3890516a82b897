import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HttpError } from '../../platform/errors';

const run = promisify(execFile);
const CONVERT_TIMEOUT_MS = 60_000;

/** Whether LibreOffice answers, asked once per path: the server's software does not change while it runs. */
const availability = new Map<string, Promise<boolean>>();

export function pdfAvailable(sofficePath: string): Promise<boolean> {
  let known = availability.get(sofficePath);
  if (!known) {
    known = run(sofficePath, ['--version'], { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    availability.set(sofficePath, known);
  }
  return known;
}

/**
 * The .docx as PDF through LibreOffice headless, in a directory of its own (with its own user profile,
 * so two conversions at once do not fight over one) that is removed afterwards.
 */
export async function docxToPdf(sofficePath: string, docx: Buffer): Promise<Buffer> {
  if (!(await pdfAvailable(sofficePath))) throw new HttpError(422, 'templates.pdf_unavailable');
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-pdf-'));
  try {
    const input = path.join(dir, 'contract.docx');
    await writeFile(input, docx);
    await run(
      sofficePath,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ],
      { timeout: CONVERT_TIMEOUT_MS },
    );
    return await readFile(path.join(dir, 'contract.pdf'));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, 'templates.pdf_failed');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
