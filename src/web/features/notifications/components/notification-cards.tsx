import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Notification } from '@shared/notifications/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { formatDateTime } from '../../../components/format-date-time';
import { NotificationText } from './notification-text';
import { ReadStatus } from './read-status';

type Props = {
  rows: Notification[];
  loading: boolean;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** The row's buttons (open, mark read). */
  actions: (row: Notification) => ReactNode;
  toolbar: ReactNode;
};

/** The notices on a phone: one card each, the whole text readable, instead of a grid wider than the screen. */
export function NotificationCards({ rows, loading, page, lastPage, onPageChange, actions, toolbar }: Props) {
  return (
    <Paper variant="outlined">
      {toolbar}
      {loading ? <LinearProgress /> : null}
      {rows.length === 0 && !loading ? (
        <EmptyState />
      ) : (
        <List disablePadding>
          {rows.map((row) => (
            <ListItem key={row.id} divider sx={{ alignItems: 'flex-start', gap: 1 }}>
              <ListItemText
                primary={<NotificationText html={row.text} />}
                secondary={
                  <Stack component="span" direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <span>
                      {[formatDateTime(row.created_at), row.recipient_name].filter(Boolean).join(' · ')}
                    </span>
                    <ReadStatus unread={row.unread} />
                  </Stack>
                }
                slotProps={{
                  primary: { component: 'div', variant: 'body2' },
                  secondary: { component: 'div' },
                }}
              />
              {actions(row)}
            </ListItem>
          ))}
        </List>
      )}
      {lastPage > 1 && (
        <Pagination
          sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
          count={lastPage}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
        />
      )}
    </Paper>
  );
}
