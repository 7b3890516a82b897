import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ImportRowError } from '@shared/agents/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { useToast } from '../../../components/feedback/toast-context';
import { useDownloadAgentTemplate } from '../api/download-template';
import { useImportAgents } from '../api/import-agents';

/** Upload the filled-in template; a refused file shows every bad line with its number. */
export function AgentImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('agents');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRowError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useImportAgents();
  const template = useDownloadAgentTemplate();
  const toast = useToast();
  const fail = useFailureHandler();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setRows([]);
    setProblem(null);
    upload.mutateAsync(file).then(
      (answer) => {
        toast.success(t('imported', { count: answer.created }));
        onClose();
      },
      (error: unknown) => {
        if (isApiError(error)) {
          const body = error.body as { rows?: ImportRowError[]; errors?: Record<string, string[]> };
          setRows(body.rows ?? []);
          setProblem(body.rows ? error.message : (body.errors?.file?.join(' ') ?? error.message));
        }
        fail(error);
      },
    );
  };

  return (
    <FormDialog
      open
      title={t('import_title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={upload.isPending}
    >
      <Typography variant="body2">{t('import_hint')}</Typography>
      <div>
        <Button onClick={() => template.mutate()} loading={template.isPending}>
          {t('template')}
        </Button>
      </div>
      <div>
        <Button variant="outlined" component="label">
          {file ? file.name : 'Excel (.xlsx)'}
          <input
            hidden
            type="file"
            accept=".xlsx"
            aria-label="xlsx"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
      </div>
      {problem && <Alert severity="error">{problem}</Alert>}
      {rows.length > 0 && (
        <>
          <Typography variant="subtitle2">{t('row_errors')}</Typography>
          <List dense aria-label={t('row_errors')}>
            {rows.map((r) => (
              <ListItem key={`${r.line}-${r.field}`}>{r.message}</ListItem>
            ))}
          </List>
        </>
      )}
    </FormDialog>
  );
}
