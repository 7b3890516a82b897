import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES } from '@shared/pagination';
import { useTranslation } from 'react-i18next';
import type { PerPage } from './list-params';
import { pageWindow } from './page-window';

export type TablePaginatorProps = {
  page: number;
  perpage: PerPage;
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perpage: PerPage) => void;
};

export function lastPageOf(total: number, perpage: PerPage): number {
  return perpage === 'all' ? 1 : Math.max(1, Math.ceil(total / perpage));
}

export function TablePaginator({ page, perpage, total, onPageChange, onPerPageChange }: TablePaginatorProps) {
  const { t } = useTranslation('kit');
  const last = lastPageOf(total, perpage);
  const from = total === 0 ? 0 : perpage === 'all' ? 1 : (page - 1) * perpage + 1;
  const to = perpage === 'all' ? total : Math.min(total, page * perpage);

  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, px: 2, py: 1 }}>
      <TextField
        select
        size="small"
        label={t('table.rowsPerPage')}
        value={String(perpage)}
        onChange={(event) =>
          onPerPageChange(event.target.value === 'all' ? 'all' : Number(event.target.value))
        }
        sx={{ width: 170 }}
        fullWidth={false}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {size}
          </MenuItem>
        ))}
        <MenuItem value="all">{t('table.all')}</MenuItem>
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {t('table.range', { from, to, total })}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {last > 1 && (
        <Stack
          component="nav"
          aria-label={t('table.pagination')}
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}
        >
          <IconButton
            size="small"
            aria-label={t('table.firstPage')}
            disabled={page <= 1}
            onClick={() => onPageChange(1)}
          >
            <FirstPageIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('table.previousPage')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <NavigateBeforeIcon fontSize="small" />
          </IconButton>
          {pageWindow(page, last).map((number) => (
            <Button
              key={number}
              size="small"
              variant={number === page ? 'contained' : 'text'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('table.page', { page: number })}
              onClick={() => onPageChange(number)}
              sx={{ minWidth: 36, px: 1 }}
            >
              {number}
            </Button>
          ))}
          <IconButton
            size="small"
            aria-label={t('table.nextPage')}
            disabled={page >= last}
            onClick={() => onPageChange(page + 1)}
          >
            <NavigateNextIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('table.lastPage')}
            disabled={page >= last}
            onClick={() => onPageChange(last)}
          >
            <LastPageIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
