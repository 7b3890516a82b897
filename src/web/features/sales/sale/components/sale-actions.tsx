import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SaleDetail } from '@shared/sales/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentFeeDialog } from './agent-fee-dialog';
import { ChangeBuyersDialog } from './change-buyers-dialog';
import { ChangeUnitsDialog } from './change-units-dialog';
import { DeleteSaleDialog } from './delete-sale-dialog';
import { EditContractDialog } from './edit-contract-dialog';
import { IssueInvoiceSlot } from './issue-invoice-slot';
import { SaleDocumentActions } from './sale-document-actions';
import { StatusDialog } from './status-dialog';

type Dialog = 'edit' | 'status' | 'buyers' | 'units' | 'agent_fee' | 'delete';

/**
 * What may be done with the sale, as the server's `can` allows: its documents, the invoice slot, edit and
 * more actions.
 */
export function SaleActions({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('sale');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const live = !sale.deleted_at;
  const open = sale.status !== 'canceled';
  const canEdit = live && open && sale.can.edit;

  const items: { key: Dialog; icon: ReactNode; label: string; danger?: boolean }[] = [];
  if (canEdit) {
    items.push({
      key: 'status',
      icon: <SyncAltOutlined fontSize="small" />,
      label: t('actions.change_status'),
    });
    items.push({
      key: 'buyers',
      icon: <GroupOutlined fontSize="small" />,
      label: t('actions.change_buyers'),
    });
    items.push({
      key: 'units',
      icon: <HomeWorkOutlined fontSize="small" />,
      label: t('actions.change_units'),
    });
    if (sale.agent_id !== null)
      items.push({
        key: 'agent_fee',
        icon: <PaidOutlined fontSize="small" />,
        label: t('actions.agent_fee'),
      });
  }
  if (live && sale.can.delete)
    items.push({
      key: 'delete',
      icon: <DeleteOutlined fontSize="small" />,
      label: t('actions.delete'),
      danger: true,
    });

  const choose = (key: Dialog) => {
    setAnchor(null);
    setDialog(key);
  };
  const close = () => setDialog(null);

  return (
    <>
      {live && <SaleDocumentActions sale={sale} />}
      {live && <IssueInvoiceSlot sale={sale} />}
      {canEdit && (
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
          {t('actions.edit')}
        </Button>
      )}
      {items.length > 0 && (
        <>
          <Button
            variant="outlined"
            startIcon={<MoreVertOutlined />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            {t('actions.more')}
          </Button>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {items.map((item) => [
              item.danger && items.length > 1 ? <Divider key={`${item.key}-divider`} /> : null,
              <MenuItem
                key={item.key}
                onClick={() => choose(item.key)}
                sx={item.danger ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={item.danger ? { color: 'error.main' } : undefined}>
                  {item.icon}
                </ListItemIcon>
                <ListItemText>{item.label}</ListItemText>
              </MenuItem>,
            ])}
          </Menu>
        </>
      )}
      {dialog === 'edit' && <EditContractDialog sale={sale} onClose={close} />}
      {dialog === 'status' && <StatusDialog sale={sale} onClose={close} />}
      {dialog === 'buyers' && <ChangeBuyersDialog sale={sale} onClose={close} />}
      {dialog === 'units' && <ChangeUnitsDialog sale={sale} onClose={close} />}
      {dialog === 'agent_fee' && <AgentFeeDialog sale={sale} onClose={close} />}
      {dialog === 'delete' && <DeleteSaleDialog sale={sale} onClose={close} />}
    </>
  );
}
