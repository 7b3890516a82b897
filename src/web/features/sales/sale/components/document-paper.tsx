import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The server sends sanitized HTML already; it is cleaned once more here because it goes into the page. */
export const cleanHtml = (html: string) => DOMPurify.sanitize(html);

/** A filled document shown as a sheet of paper in a scrollable panel. */
export function DocumentPaper({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <Box
      role="document"
      aria-label={label}
      sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1, maxHeight: '55vh', overflow: 'auto' }}
    >
      <Box
        sx={{
          bgcolor: '#fff',
          color: '#000',
          boxShadow: 1,
          mx: 'auto',
          maxWidth: '210mm',
          minHeight: '40vh',
          p: { xs: 2, sm: '20mm' },
          fontFamily: '"Times New Roman", serif',
          fontSize: 14,
          lineHeight: 1.5,
          overflowWrap: 'anywhere',
          '& table': { borderCollapse: 'collapse', width: '100%' },
          '& td, & th': { border: '1px solid #999', p: 0.5, verticalAlign: 'top' },
          '& img': { maxWidth: '100%' },
        }}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Box>
  );
}
