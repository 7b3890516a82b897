import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SaleDetail } from '@shared/sales/contracts';
import { DOC_TEMPLATE_TYPE_TITLES, type DocTemplateType } from '@shared/templates/contracts';
import { toLocale } from '@shared/i18n/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocTemplates, useRenderedDocTemplate } from '../api/doc-templates-api';
import { DocumentDialog } from './document-dialog';
import { DocumentPaper } from './document-paper';
import { errorText } from './error-text';
import { printHtml } from './print-html';

const LETTER_TYPES: readonly DocTemplateType[] = ['letter', 'notice', 'receipt'];

/** A letter, notice or receipt filled with the sale's data, to read and print. */
export function LetterDialog({ sale, onClose }: { sale: SaleDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation('saleDocuments');
  const locale = toLocale(i18n.language);
  const templates = useDocTemplates(LETTER_TYPES);
  const [chosen, setChosen] = useState<number | null>(null);
  const rendered = useRenderedDocTemplate(chosen, sale.id);
  const rows = templates.data ?? [];
  const letter = rendered.data?.rendered;
  const title = t('letter.title', { contract: sale.contract_no });

  return (
    <DocumentDialog
      title={title}
      onClose={onClose}
      actions={
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          disabled={!letter}
          onClick={() => letter && printHtml(letter.html, letter.subject ?? title)}
        >
          {t('print')}
        </Button>
      }
    >
      {templates.isPending ? (
        <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />
      ) : templates.isError ? (
        <Alert severity="error">{errorText(templates.error, t('load_failed'))}</Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('letter.no_templates')}</Alert>
      ) : (
        <>
          <TextField
            select
            label={t('letter.template')}
            value={chosen ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {rows.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {`${row.name} · ${DOC_TEMPLATE_TYPE_TITLES[row.type][locale]}`}
              </MenuItem>
            ))}
          </TextField>
          {rendered.isFetching && <CircularProgress aria-label={t('loading')} sx={{ alignSelf: 'center' }} />}
          {rendered.isError && <Alert severity="error">{errorText(rendered.error, t('failed'))}</Alert>}
          {letter && (
            <>
              {letter.subject && (
                <Typography variant="subtitle1" component="p">
                  {t('letter.subject', { subject: letter.subject })}
                </Typography>
              )}
              <DocumentPaper html={letter.html} label={t('letter.preview_label')} />
            </>
          )}
        </>
      )}
    </DocumentDialog>
  );
}
