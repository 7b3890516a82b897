import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A label with the red asterisk of a required field (spec §5). Drawn here rather than with MUI's `required`,
 * which also sets the native attribute and lets the browser block the submit with its own message.
 */
export function FieldLabel({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <Box component="span" aria-hidden sx={{ color: 'error.main' }}>
          {' *'}
        </Box>
      )}
    </>
  );
}
