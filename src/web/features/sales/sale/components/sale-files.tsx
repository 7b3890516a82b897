import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@shared/documents/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../app/api/api-client';
import { useDeleteOwnerFile } from '../../../../app/documents/api/delete-owner-file';
import { useDocumentTypes } from '../../../../app/documents/api/get-document-types';
import { ownerFilesKey, useOwnerFiles } from '../../../../app/documents/api/get-owner-files';
import { DocumentFileDialog } from '../../../../app/documents/document-file-dialog';
import { fileSize } from '../../../../app/documents/file-size';
import { LoadError } from '../../../../app/feedback/load-error';
import { useFailureHandler } from '../../../../app/feedback/use-failure-handler';
import { formatDateTime } from '../../../../app/format-date-time';
import { useDeleteAction } from '../../../../app/lists/use-delete-action';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useToast } from '../../../../components/feedback/toast-context';
import { Panel } from './panel';

/** The files of a sale (contracts, receipts…): download, attach, replace, deactivate, delete. */
export function SaleFiles({ saleId, canEdit }: { saleId: number; canEdit: boolean }) {
  const { t } = useTranslation('documents');
  const { t: ts } = useTranslation('sale');
  const { t: tc } = useTranslation('common');
  const files = useOwnerFiles('sales', saleId);
  const types = useDocumentTypes();
  const remove = useDeleteAction(useDeleteOwnerFile('sales', saleId).mutateAsync);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const deactivate = useMutation({
    mutationFn: (documentId: number) => api.patch(`/sales/${saleId}/deactivateFile/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerFilesKey('sales', saleId) }),
  });
  const [editing, setEditing] = useState<DocumentRow | 'new' | null>(null);
  const typeTitle = (value: string) => types.data?.find((x) => x.value === value)?.title ?? value;

  const onDeactivate = async (row: DocumentRow) => {
    const ok = await confirm({
      title: ts('files.deactivate_title'),
      message: ts('files.deactivate_confirm', { title: row.title || row.original_name }),
      confirmLabel: ts('files.deactivate'),
      confirmColor: 'primary',
    });
    if (!ok) return;
    deactivate.mutateAsync(row.id).then(
      () => toast.success(ts('files.deactivated')),
      (error: unknown) => fail(error),
    );
  };

  const rows = files.data ?? [];
  return (
    <Panel
      title={t('title')}
      actions={
        canEdit && (
          <Button size="small" variant="outlined" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )
      }
    >
      {files.isError ? (
        <LoadError error={files.error} onRetry={() => void files.refetch()} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {files.isPending ? '…' : t('empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.document_type')}</TableCell>
                <TableCell>{t('fields.title')}</TableCell>
                <TableCell>{t('fields.original_name')}</TableCell>
                <TableCell>{t('fields.size')}</TableCell>
                <TableCell>{t('fields.uploaded_by')}</TableCell>
                <TableCell>{t('fields.created_at')}</TableCell>
                {canEdit && <TableCell>{tc('labels.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} sx={row.active ? undefined : { opacity: 0.6 }}>
                  <TableCell>{typeTitle(row.document_type)}</TableCell>
                  <TableCell>
                    {row.title}
                    {!row.active && (
                      <Chip size="small" variant="outlined" label={ts('files.inactive')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell>
                    {row.url ? (
                      <Link href={row.url} target="_blank" rel="noopener" download={row.original_name}>
                        {row.original_name}
                      </Link>
                    ) : (
                      row.original_name
                    )}
                  </TableCell>
                  <TableCell>{fileSize(row.size_bytes)}</TableCell>
                  <TableCell>{row.uploaded_by_name ?? ''}</TableCell>
                  <TableCell>{formatDateTime(row.created_at)}</TableCell>
                  {canEdit && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('replace')}>
                        <IconButton
                          size="small"
                          aria-label={`${t('replace')}: ${row.title}`}
                          onClick={() => setEditing(row)}
                        >
                          <SwapHorizOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {row.active && (
                        <Tooltip title={ts('files.deactivate')}>
                          <IconButton
                            size="small"
                            aria-label={`${ts('files.deactivate')}: ${row.title}`}
                            onClick={() => void onDeactivate(row)}
                          >
                            <BlockOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <Tooltip title={tc('actions.delete')}>
                        <IconButton
                          size="small"
                          color="error"
                          aria-label={`${tc('actions.delete')}: ${row.title}`}
                          onClick={() => void remove(row.id)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <DocumentFileDialog
          base="sales"
          ownerId={saleId}
          document={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
