import Link from '@mui/material/Link';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type BreadcrumbItem = { label: ReactNode; to?: string };

/** The trail to the current page; the last item (or any without `to`) is plain text. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('kit');
  return (
    <MuiBreadcrumbs aria-label={t('nav.breadcrumbs')}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return item.to && !last ? (
          <Link key={index} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={index}
            color={last ? 'text.primary' : 'inherit'}
            aria-current={last ? 'page' : undefined}
          >
            {item.label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
