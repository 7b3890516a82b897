import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SaleDetail } from '@shared/sales/contracts';
import type { ContractFormat } from '@shared/templates/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayAct } from '../../../../lib/auth/permissions';
import { useToast } from '../../../../components/feedback/toast-context';
import { downloadBlob } from '../../../../lib/excel-export';
import { useContractDownload, useContractPreview, useSaleContractTemplates } from '../api/contract-api';
import { DocumentDialog } from './document-dialog';
import { DocumentPaper } from './document-paper';
import { errorText } from './error-text';
import { printHtml } from './print-html';

/** Fills a Word template with the sale: preview, print, download as .docx or PDF, keep among the files. */
export function ContractDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t } = useTranslation('saleDocuments');
  const toast = useToast();
  const canStore = useMayAct()('edit_sales') && sale.can.edit && !sale.deleted_at;
  const templates = useSaleContractTemplates(sale.id);
  const preview = useContractPreview(sale.id);
  const download = useContractDownload(sale.id);
  const [chosen, setChosen] = useState<number | ''>('');
  const [store, setStore] = useState(false);
  const rows = templates.data?.templates ?? [];
  const templateId = chosen === '' ? (rows.length === 1 ? rows[0]!.id : null) : chosen;
  const failure = preview.error ?? download.error;

  const choose = (value: string) => {
    setChosen(Number(value));
    preview.reset();
    download.reset();
  };
  const save = (format: ContractFormat) => {
    if (templateId === null) return;
    download.mutate(
      { templateId, format, store: canStore && store },
      {
        onSuccess: (file) => {
          downloadBlob(file.blob, file.fileName);
          if (canStore && store) toast.success(t('contract.stored'));
        },
      },
    );
  };
  const busy = preview.isPending || download.isPending;

  return (
    <DocumentDialog title={t('contract.title', { contract: sale.contract_no })} onClose={onClose}>
      {templates.isPending ? (
        <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />
      ) : templates.isError ? (
        <Alert severity="error">{errorText(templates.error, t('load_failed'))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('contract.no_templates')}</Alert>
      ) : (
        <>
          <TextField
            select
            label={t('contract.template')}
            value={templateId ?? ''}
            onChange={(e) => choose(e.target.value)}
          >
            {rows.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.building_name ? `${row.name} (${row.building_name})` : row.name}
              </MenuItem>
            ))}
          </TextField>
          {canStore && (
            <FormControlLabel
              control={<Checkbox checked={store} onChange={(e) => setStore(e.target.checked)} />}
              label={t('contract.store')}
            />
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              disabled={templateId === null || busy}
              loading={preview.isPending}
              onClick={() => templateId !== null && preview.mutate(templateId)}
            >
              {t('contract.preview')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              disabled={!preview.data}
              onClick={() => preview.data && printHtml(preview.data.html, preview.data.file_name)}
            >
              {t('print')}
            </Button>
            <Button
              variant="contained"
              startIcon={<DownloadOutlined />}
              disabled={templateId === null || busy}
              loading={download.isPending && download.variables.format === 'docx'}
              onClick={() => save('docx')}
            >
              {t('contract.download_docx')}
            </Button>
            {templates.data.pdf_available && (
              <Button
                variant="contained"
                startIcon={<PictureAsPdfOutlined />}
                disabled={templateId === null || busy}
                loading={download.isPending && download.variables.format === 'pdf'}
                onClick={() => save('pdf')}
              >
                {t('contract.download_pdf')}
              </Button>
            )}
          </Stack>
          {failure && <Alert severity="error">{errorText(failure, t('failed'))}</Alert>}
          {preview.data && <DocumentPaper html={preview.data.html} label={t('contract.preview_label')} />}
        </>
      )}
    </DocumentDialog>
  );
}
