import type { DocumentType } from '@shared/documents/contracts';
import type { Db } from '../../db/client';
import { documents, files } from '../../db/schema';
import { demoFileBytes } from '../seed-files';
import { at, dayFrom } from './dates';
import type { Plan } from './plan-sale';
import type { Random } from './random';

/** A deterministic RFC 4122 (version 4 layout) id, as the file storage uses. */
function fileId(rnd: Random): string {
  const hex = Array.from({ length: 32 }, () => rnd.between(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[rnd.between(0, 3)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Contract scans, ID copies and bank statements on about one sale in eight. */
export async function insertFiles(tx: Db, rnd: Random, plans: Plan[], ids: number[], admin: number) {
  const fileRows: (typeof files.$inferInsert)[] = [];
  const documentRows: (typeof documents.$inferInsert)[] = [];
  for (const p of plans.filter((_, i) => i % 8 === 3)) {
    const id = ids[p.index]!;
    const kinds = (
      [
        {
          type: 'contract',
          name: `ხელშეკრულება ${p.values.contract_no}.pdf`,
          mime: 'application/pdf',
          title: 'ნასყიდობის ხელშეკრულება',
        },
        { type: 'id_copy', name: 'პირადობა.png', mime: 'image/png', title: 'მყიდველის პირადობის ასლი' },
        {
          type: 'bank_statement',
          name: 'statement.pdf',
          mime: 'application/pdf',
          title: 'საბანკო ამონაწერი',
        },
      ] satisfies { type: DocumentType; name: string; mime: string; title: string }[]
    ).slice(0, rnd.between(1, 3));
    for (const [k, doc] of kinds.entries()) {
      const idOfFile = fileId(rnd);
      const created = at(dayFrom(p.start, k * 3), 12 + k);
      fileRows.push({
        id: idOfFile,
        original_name: doc.name,
        mime_type: doc.mime,
        size_bytes: demoFileBytes(doc.mime).length,
        created_by: p.values.created_by ?? admin,
        created_at: created,
      });
      documentRows.push({
        owner_type: 'sale',
        owner_id: id,
        file_id: idOfFile,
        document_type: doc.type,
        title: doc.title,
        active: !(k === 2 && rnd.chance(0.3)),
        uploaded_by: p.values.created_by ?? admin,
        created_at: created,
        updated_at: created,
      });
    }
  }
  if (fileRows.length) {
    await tx.insert(files).values(fileRows);
    await tx.insert(documents).values(documentRows);
  }
}
