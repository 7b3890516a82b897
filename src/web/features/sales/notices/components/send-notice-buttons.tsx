import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SaleDetail } from '@shared/sales/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleNotice } from '../notice-kinds';
import { NoticeSendDialog } from './notice-send-dialog';

const PAYMENT_NOTICES = ['payment_adding', 'payment_change'] as const;

/** Reminder, overdue letter and payment notice, each opening its preview before anything is sent. */
export function SendNoticeButtons({ sale }: { sale: SaleDetail }) {
  const { t } = useTranslation('saleNotices');
  const [open, setOpen] = useState<SaleNotice | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const button = (notice: 'reminder' | 'overdue', icon: React.ReactNode) => (
    <Button size="small" variant="outlined" startIcon={icon} onClick={() => setOpen(notice)}>
      {t(`send.${notice}`)}
    </Button>
  );
  return (
    <>
      {button('reminder', <NotificationsActiveOutlined />)}
      {button('overdue', <WarningAmberOutlined />)}
      <Button
        size="small"
        variant="outlined"
        startIcon={<PaymentsOutlined />}
        endIcon={<ArrowDropDown />}
        disabled={sale.payments.length === 0}
        aria-haspopup="menu"
        aria-expanded={menu !== null}
        onClick={(event) => setMenu(event.currentTarget)}
      >
        {t('send.payment')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {PAYMENT_NOTICES.map((notice) => (
          <MenuItem
            key={notice}
            onClick={() => {
              setMenu(null);
              setOpen(notice);
            }}
          >
            {t(`send.${notice}`)}
          </MenuItem>
        ))}
      </Menu>
      {open && <NoticeSendDialog sale={sale} notice={open} onClose={() => setOpen(null)} />}
    </>
  );
}
