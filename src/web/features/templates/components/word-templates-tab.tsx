import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { WordTemplateRow } from '@shared/templates/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../documents';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../components/format-date-time';
import { useActionsColumn } from '../../../components/lists/actions-column';
import { clientPaging } from '../../../components/lists/client-page';
import { FilterSelect } from '../../../components/lists/filter-select';
import { QueryTable } from '../../../components/lists/query-table';
import { RowActions } from '../../../components/lists/row-actions';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useDeleteWordTemplate } from '../api/delete-word-template';
import { downloadWordTemplate } from '../api/download-word-template';
import { useWordTemplates } from '../api/get-word-templates';
import { PlaceholdersHelp } from './placeholders-help';
import { useContractTitles } from './template-titles';
import { WordTemplateDialog } from './word-template-dialog';

const noFilters = { contract_type: '', language: '' };

/** The .docx contract templates: filters, list, upload, edit, download, delete and the placeholder help. */
export function WordTemplatesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('templates');
  const actionsColumn = useActionsColumn();
  const titles = useContractTitles();
  const list = useListParams('word-templates', { filters: noFilters });
  const templates = useWordTemplates(list.filters);
  const [editing, setEditing] = useState<WordTemplateRow | 'new' | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const remove = useDeleteAction(useDeleteWordTemplate().mutateAsync);
  const fail = useFailureHandler();

  const download = (row: WordTemplateRow) => downloadWordTemplate(row).catch((error: unknown) => fail(error));

  const columns: GridColDef<WordTemplateRow>[] = [
    { field: 'name', headerName: t('word.fields.name'), flex: 1, minWidth: 200 },
    {
      field: 'contract_type',
      headerName: t('word.fields.contract_type'),
      width: 200,
      valueGetter: (value: WordTemplateRow['contract_type']) => titles.typeTitle(value),
    },
    {
      field: 'language',
      headerName: t('word.fields.language'),
      width: 170,
      valueGetter: (value: WordTemplateRow['language']) => titles.languageTitle(value),
    },
    {
      field: 'building_name',
      headerName: t('word.fields.building'),
      width: 180,
      valueGetter: (value: string | null) => value ?? t('word.all_complexes'),
    },
    {
      field: 'file_name',
      headerName: t('word.fields.file'),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => `${row.file_name} (${fileSize(row.size_bytes)})`,
    },
    {
      field: 'placeholders',
      headerName: t('word.fields.placeholders'),
      width: 110,
      type: 'number',
      valueGetter: (value: string[]) => value.length,
    },
    {
      field: 'updated_at',
      headerName: t('word.fields.updated'),
      width: 150,
      valueGetter: (value: string) => formatDateTime(value),
    },
    actionsColumn(
      (row) => (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center' }}>
          <Tooltip title={t('word.download')}>
            <IconButton
              size="small"
              aria-label={`${t('word.download')}: ${row.name}`}
              onClick={() => void download(row)}
            >
              <FileDownloadOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {canEdit && (
            <RowActions
              label={row.name}
              onEdit={() => setEditing(row)}
              onDelete={() => void remove(row.id)}
            />
          )}
        </Stack>
      ),
      canEdit ? 130 : 80,
    ),
  ];

  const rows = templates.data ?? [];
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          startIcon={<HelpOutlineOutlined />}
          onClick={() => setHelpOpen((open) => !open)}
          aria-expanded={helpOpen}
        >
          {helpOpen ? t('help.hide') : t('help.show')}
        </Button>
        {canEdit && (
          <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={() => setEditing('new')}>
            {t('word.upload')}
          </Button>
        )}
      </Stack>
      {helpOpen && <PlaceholdersHelp />}
      <QueryTable<WordTemplateRow>
        query={templates}
        tableId="word-templates"
        columns={columns}
        {...clientPaging(rows, list)}
        loading={templates.isFetching}
        toolbar={
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <FilterSelect
              label={t('word.fields.contract_type')}
              value={list.filters.contract_type}
              onChange={(contract_type) => list.setFilters({ contract_type })}
              options={titles.typeOptions}
            />
            <FilterSelect
              label={t('word.fields.language')}
              value={list.filters.language}
              onChange={(language) => list.setFilters({ language })}
              options={titles.languageOptions}
            />
          </Stack>
        }
      />
      {editing && (
        <WordTemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
