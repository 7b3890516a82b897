import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';

/** The page header's "add" action; the caller renders it only when the user may create. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}
