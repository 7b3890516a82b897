import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ColumnChooserProps<Row extends GridValidRowModel> = {
  columns: readonly GridColDef<Row>[];
  model: GridColumnVisibilityModel;
  onChange: (model: GridColumnVisibilityModel) => void;
};

export function ColumnChooser<Row extends GridValidRowModel>({
  columns,
  model,
  onChange,
}: ColumnChooserProps<Row>) {
  const { t } = useTranslation('kit');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const hideable = columns.filter((column) => column.hideable !== false);
  const visibleCount = hideable.filter((column) => model[column.field] !== false).length;

  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('table.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {hideable.map((column) => {
          const visible = model[column.field] !== false;
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={visible}
              // The last visible column stays: an empty table looks broken.
              disabled={visible && visibleCount === 1}
              onClick={() => onChange({ ...model, [column.field]: !visible })}
              dense
            >
              <Checkbox
                checked={visible}
                size="small"
                tabIndex={-1}
                disableRipple
                sx={{ p: 0, mr: 1 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              <ListItemText primary={column.headerName ?? column.field} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
