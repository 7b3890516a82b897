import type { EditorImageResult } from '@shared/templates/contracts';
import { api } from '../../../lib/api/api-client';

/** The editor's image upload: the picture's address, or the server's reason as an error. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await api.post<EditorImageResult>('/doc-templates/images', form);
  if ('error' in answer) throw new Error(answer.error.message);
  return answer.url;
}
