import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import {
  DOCX_MIME_TYPE,
  type ContractPreview,
  type SaleContractTemplates,
} from '@shared/templates/contracts';
import type { ContractFormat } from '@shared/templates/contracts';
import { todayOf } from '../../platform/clock';
import type { AuthUser } from '../../platform/access';
import type { AuditContext } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { HttpError } from '../../platform/errors';
import * as documents from '../documents/documents.service';
import { requireSale } from '../sales/sales.service';
import { fillDocx } from '../word-templates/docx.service';
import { templateFile, templatesFor } from '../word-templates/word-templates.service';
import { buildSaleTemplateData } from './contract-data.service';
import { docxToPdf, pdfAvailable } from './pdf';

/**
 * Contracts made for a sale from its Word templates: which templates fit it, an HTML preview, and the
 * filled .docx or PDF, optionally kept among the sale's files. Only a user who may see the sale gets here.
 */

type Viewer = Pick<AuthUser, 'id' | 'permissions' | 'buildingIds' | 'viewOnly'>;

/** GET /api/sales/{id}/contract-templates */
export async function contractTemplates(
  deps: AppDeps,
  user: Viewer,
  saleId: number,
): Promise<SaleContractTemplates> {
  const { sale } = await requireSale(deps, user, saleId);
  const [templates, pdf] = await Promise.all([
    templatesFor(deps.db, {
      contract_type: sale.contract_type,
      language: sale.contract_lang,
      building_id: sale.building_id,
    }),
    pdfAvailable(deps.config.sofficePath),
  ]);
  return { templates, pdf_available: pdf };
}

/** The sale's contract filled from the template, refused when the template is for another kind of sale. */
async function filledContract(deps: AppDeps, user: Viewer, saleId: number, templateId: number) {
  const { sale } = await requireSale(deps, user, saleId);
  // A template id that does not exist is as wrong for this sale as one of another kind.
  const template = await templateFile(deps.db, templateId).catch(() => {
    throw new HttpError(422, 'templates.template_not_for_sale');
  });
  const fits =
    template.active &&
    template.contract_type === sale.contract_type &&
    template.language === sale.contract_lang &&
    (template.building_id === null || template.building_id === sale.building_id);
  if (!fits) throw new HttpError(422, 'templates.template_not_for_sale');
  const data = await buildSaleTemplateData(deps.db, sale.id, sale.contract_lang, todayOf(deps));
  const safeNo =
    sale.contract_no.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || String(sale.id);
  return { sale, template, docx: fillDocx(template.content, data), baseName: `contract-${safeNo}` };
}

const PREVIEW_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'br',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
];

/** POST /api/sales/{id}/contract/preview: the filled document as safe HTML (text, tables, lists; no images). */
export async function previewContract(
  deps: AppDeps,
  user: Viewer,
  saleId: number,
  templateId: number,
): Promise<ContractPreview> {
  const { docx, baseName } = await filledContract(deps, user, saleId, templateId);
  const { value } = await mammoth.convertToHtml({ buffer: docx });
  const html = sanitizeHtml(value, {
    allowedTags: PREVIEW_TAGS,
    allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  });
  return { html, file_name: `${baseName}.docx` };
}

interface ContractFile {
  data: Buffer;
  fileName: string;
  mimeType: string;
}

/** POST /api/sales/{id}/contract: the .docx or PDF; with `store` it is also kept among the sale's files. */
export async function generateContract(
  deps: AppDeps,
  user: Viewer,
  saleId: number,
  input: { template_id: number; format: ContractFormat; store?: boolean | undefined },
  audit: AuditContext,
): Promise<ContractFile> {
  if (input.store && (user.viewOnly || !user.permissions.includes('edit_sales')))
    throw new HttpError(403, 'errors.forbidden');
  const { sale, template, docx, baseName } = await filledContract(deps, user, saleId, input.template_id);
  const file: ContractFile =
    input.format === 'pdf'
      ? {
          data: await docxToPdf(deps.config.sofficePath, docx),
          fileName: `${baseName}.pdf`,
          mimeType: 'application/pdf',
        }
      : { data: docx, fileName: `${baseName}.docx`, mimeType: DOCX_MIME_TYPE };
  if (input.store) {
    await deps.db.transaction((tx) =>
      documents.attachFile(
        tx,
        deps.storage,
        { type: 'sale', id: sale.id },
        { document_type: 'contract', title: `${template.name} — ${sale.contract_no}`.slice(0, 255) },
        { field: 'file', filename: file.fileName, data: file.data },
        audit,
      ),
    );
  }
  return file;
}
