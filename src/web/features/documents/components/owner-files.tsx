import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Button from '@mui/material/Button';
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
import type { DocumentRow } from '@shared/documents/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { formatDateTime } from '../../../components/format-date-time';
import { useDeleteAction } from '../../../components/lists/use-delete-action';
import { useDeleteOwnerFile } from '../api/delete-owner-file';
import { useDocumentTypes } from '../api/get-document-types';
import { useOwnerFiles, type FileOwnerBase } from '../api/get-owner-files';
import { DocumentFileDialog } from './document-file-dialog';
import { fileSize } from './file-size';

type Props = {
  base: FileOwnerBase;
  ownerId: number;
  canEdit: boolean;
  /** Puts the "Add" button and the list into the owner's own frame (a card, a panel). */
  frame: (addButton: ReactNode, list: ReactNode) => ReactNode;
  /** What an owner adds after a file's title (a badge) and before its replace and delete buttons. */
  rowNote?: (row: DocumentRow) => ReactNode;
  rowActions?: (row: DocumentRow) => ReactNode;
};

/** The files of one owner: list with download links, attach, replace, delete — the same on every page. */
export function OwnerFiles({ base, ownerId, canEdit, frame, rowNote, rowActions }: Props) {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const files = useOwnerFiles(base, ownerId);
  const types = useDocumentTypes();
  const remove = useDeleteAction(useDeleteOwnerFile(base, ownerId).mutateAsync);
  const [editing, setEditing] = useState<DocumentRow | 'new' | null>(null);
  const typeTitle = (value: string) => types.data?.find((x) => x.value === value)?.title ?? value;
  const rows = files.data ?? [];

  const addButton = canEdit && (
    <Button size="small" variant="outlined" onClick={() => setEditing('new')}>
      {t('add')}
    </Button>
  );
  const list = files.isError ? (
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
                {rowNote?.(row)}
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
                  {rowActions?.(row)}
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
  );

  return (
    <>
      {frame(addButton, list)}
      {editing && (
        <DocumentFileDialog
          base={base}
          ownerId={ownerId}
          document={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
