import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

export type PageHeaderProps = {
  title: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons on the right, e.g. "Add". */
  actions?: ReactNode;
};

export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-end', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {/* Sized by its title, so the actions wrap below a title they would overlap on a narrow screen. */}
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
      {actions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
