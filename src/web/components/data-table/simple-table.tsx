import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  head: string[];
  rows: ReactNode[][];
  /** The table's accessible name. */
  label?: string;
  /** Shown instead of the table when there are no rows; without it an empty table is shown. */
  empty?: string;
};

/**
 * A small read-only table of cells as given: no paging, sorting or columns to choose. Wider than its
 * place (a phone, a drawer), it scrolls sideways instead of being cut off.
 */
export function SimpleTable({ head, rows, label, empty }: Props) {
  if (empty !== undefined && rows.length === 0)
    return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      {/* Narrower cells on a phone, so a few columns fit without scrolling. */}
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, i) => (
            <TableRow key={i}>
              {cells.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
