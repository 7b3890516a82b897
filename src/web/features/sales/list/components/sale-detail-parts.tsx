import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card of a read-only sale view. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label / value pairs in a responsive grid; an empty value shows a dash. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography variant="caption" color="text.secondary" component="dt">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

export type Column = { label: string; align?: 'right' };

/** A small read-only table; `empty` when it has no rows. */
export function SimpleTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: readonly Column[];
  rows: readonly ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j} align={columns[j]?.align}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function StateChip({ label, color }: { label: string; color: 'success' | 'warning' | 'default' }) {
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
