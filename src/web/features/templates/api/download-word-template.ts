import type { WordTemplateRow } from '@shared/templates/contracts';
import { wordTemplateEndpoints } from '@shared/templates/word-template-endpoints';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';

/** The stored .docx, saved under the name the list shows. */
export async function downloadWordTemplate(row: Pick<WordTemplateRow, 'id' | 'file_name'>): Promise<void> {
  const { blob } = await download(wordTemplateEndpoints.file, { params: { id: row.id } });
  downloadBlob(blob, row.file_name);
}
