import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Notification text may carry HTML from the server; it is sanitized before it reaches the page. */
export function NotificationText({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <Box sx={{ '& p': { m: 0 }, wordBreak: 'break-word' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
