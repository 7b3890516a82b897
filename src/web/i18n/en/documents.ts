import type { documents as ka } from '../ka/documents';
import type { Translation } from '../translation';

export const documents: Translation<typeof ka> = {
  title: 'Documents',
  add: 'Attach a file',
  replace: 'Replace',
  download: 'Download',
  empty: 'No files attached yet',
  add_title: 'Attach a file',
  replace_title: 'Replace the file',
  choose_file: 'Choose a file',
  file_hint: 'PDF, image, Word (.docx) or Excel (.xlsx)',
  owner_types: { agent: 'Agent', barter: 'Barter', sale: 'Sale' },
  fields: {
    owner: 'Owner',
    owner_type: 'Record type',
    document_type: 'Document type',
    title: 'Title',
    original_name: 'File',
    size: 'Size',
    uploaded_by: 'Uploaded by',
    created_at: 'Uploaded on',
    active: 'Active',
    file: 'File',
    date_from: 'From',
    date_to: 'To',
  },
};
