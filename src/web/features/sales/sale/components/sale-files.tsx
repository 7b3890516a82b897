import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { DocumentRow } from '@shared/documents/contracts';
import { useTranslation } from 'react-i18next';
import { OwnerFiles } from '../../../documents';
import { useFailureHandler } from '../../../../components/feedback/use-failure-handler';
import { useConfirm } from '../../../../components/dialogs/confirm-context';
import { useToast } from '../../../../components/feedback/toast-context';
import { useDeactivateSaleFile } from '../api/deactivate-sale-file';
import { Panel } from './panel';

/** The files of a sale (contracts, receipts…): the shared files list, plus deactivating a file. */
export function SaleFiles({ saleId, canEdit }: { saleId: number; canEdit: boolean }) {
  const { t } = useTranslation('documents');
  const { t: ts } = useTranslation('sale');
  const confirm = useConfirm();
  const toast = useToast();
  const fail = useFailureHandler();
  const deactivate = useDeactivateSaleFile(saleId);

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

  return (
    <OwnerFiles
      base="sales"
      ownerId={saleId}
      canEdit={canEdit}
      frame={(addButton, list) => (
        <Panel title={t('title')} actions={addButton}>
          {list}
        </Panel>
      )}
      rowNote={(row) =>
        !row.active && <Chip size="small" variant="outlined" label={ts('files.inactive')} sx={{ ml: 1 }} />
      }
      rowActions={(row) =>
        row.active && (
          <Tooltip title={ts('files.deactivate')}>
            <IconButton
              size="small"
              aria-label={`${ts('files.deactivate')}: ${row.title}`}
              onClick={() => void onDeactivate(row)}
            >
              <BlockOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    />
  );
}
