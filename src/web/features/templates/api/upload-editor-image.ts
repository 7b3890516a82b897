import { docTemplateEndpoints } from '@shared/templates/doc-template-endpoints';
import { call } from '../../../lib/api/api-client';

/** The editor's image upload: the picture's address, or the server's reason as an error. */
export async function uploadEditorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = await call(docTemplateEndpoints.uploadImage, { body: form });
  if ('error' in answer) throw new Error(answer.error.message);
  return answer.url;
}
