import DoneOutlined from '@mui/icons-material/DoneOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { Notification } from '@shared/notifications/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format-date-time';
import { NotificationText } from './notification-text';

type Props = {
  notification: Notification;
  onRead: (id: number) => void;
  /** Marks it read and opens what it is about. */
  onOpen: (notification: Notification) => void;
  disabled: boolean;
};

export function BellItem({ notification, onRead, onOpen, disabled }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <ListItem
      divider
      disablePadding
      secondaryAction={
        <Tooltip title={t('mark_read')}>
          <IconButton
            edge="end"
            size="small"
            aria-label={t('mark_read')}
            disabled={disabled}
            onClick={() => onRead(notification.id)}
          >
            <DoneOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemButton onClick={() => onOpen(notification)} sx={{ pr: 6 }}>
        <ListItemText
          primary={<NotificationText html={notification.text} />}
          secondary={formatDateTime(notification.created_at)}
          slotProps={{ primary: { component: 'div', variant: 'body2' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
