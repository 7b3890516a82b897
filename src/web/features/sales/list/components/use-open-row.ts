import type { GridEventListener } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';

const CHECKBOX = '__check__';

/**
 * Grid props that open a row's page: a click anywhere but on the selection checkbox, or Enter on a focused
 * cell (the grid moves between cells with the arrow keys).
 */
export function useOpenRow(path: (id: number) => string) {
  const navigate = useNavigate();
  const onCellClick: GridEventListener<'cellClick'> = ({ field, id }) => {
    if (field !== CHECKBOX) void navigate(path(Number(id)));
  };
  const onCellKeyDown: GridEventListener<'cellKeyDown'> = ({ field, id }, event) => {
    if (event.key === 'Enter' && field !== CHECKBOX) void navigate(path(Number(id)));
  };
  return {
    onCellClick,
    onCellKeyDown,
    sx: { border: 0, borderRadius: 0, '& .MuiDataGrid-row': { cursor: 'pointer' } },
  };
}
