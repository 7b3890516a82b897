import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@shared/notifications/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/routing/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAsRead } from '../api/mark-as-read';
import { useNoticeStream } from '../hooks/use-notice-stream';

// The items render their text through DOMPurify: loaded with the first opening, not with every page.
const BellItem = lazy(() => import('./bell-item').then((m) => ({ default: m.BellItem })));

/** Spec §2: at most 5 unread notifications in the dropdown. */
const BELL_SIZE = 5;
/** Only while the live stream is down. */
const POLL_MS = 60_000;

export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const live = useNoticeStream();
  const { data } = useNotifications({ page: 1, perpage: BELL_SIZE, unread: true }, live ? false : POLL_MS);
  const markAsRead = useMarkAsRead();
  const navigate = useNavigate();
  const open = (notification: Notification) => {
    markAsRead.mutate(notification.id);
    setAnchor(null);
    if (notification.link) void navigate(notification.link);
  };
  const unread = data?.unread_count ?? 0;
  const items = data?.data ?? [];

  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton
          color="inherit"
          aria-label={t('bell_label', { count: unread })}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center' }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <Button
            size="small"
            disabled={unread === 0 || markAsRead.isPending}
            onClick={() => markAsRead.mutate('all')}
          >
            {t('mark_all_read')}
          </Button>
        </Box>
        <Divider />
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('no_unread')}
          </Typography>
        ) : (
          <Suspense fallback={null}>
            <List dense disablePadding>
              {items.map((notification) => (
                <BellItem
                  key={notification.id}
                  notification={notification}
                  disabled={markAsRead.isPending}
                  onRead={(id) => markAsRead.mutate(id)}
                  onOpen={open}
                />
              ))}
            </List>
          </Suspense>
        )}
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={Link} to={paths.notifications.list.path} onClick={() => setAnchor(null)}>
            {t('view_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
