import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Building } from '@shared/buildings/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, pathTo } from '../../../lib/routing/paths';
import { localizedName } from '@shared/i18n/locales';

type Props = {
  building: Building;
  canOpenBoard: boolean;
  /** Shown while additional fields are defined for complexes. */
  onOpenFields?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** A complex at a glance: blocks, units by status, facsimile and bank accounts; edit and delete by permission. */
export function BuildingCard({ building, canOpenBoard, onOpenFields, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('buildings');
  const name = localizedName(building, i18n.language);
  const counts = building.property_counts;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={name}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ gap: 2, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {building.address || '—'}
            </Typography>
          </Box>
          {building.facsimile_file_url && (
            <Box
              component="img"
              src={building.facsimile_file_url}
              alt={t('fields.facsimile')}
              sx={{ width: 72, height: 40, objectFit: 'contain', flexShrink: 0 }}
            />
          )}
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} aria-label={t('fields.blocks')}>
          {building.blocks.map((block) => (
            <Chip key={block} size="small" label={t('block', { block })} />
          ))}
        </Stack>
        <Typography variant="body2">
          {t('counts', { total, free: counts.free ?? 0, sold: counts.sold ?? 0, booked: counts.booked ?? 0 })}
        </Typography>
        {building.bank_accounts.length > 0 && (
          <Box>
            <Typography variant="subtitle2">{t('bank_accounts')}</Typography>
            {building.bank_accounts.map((account) => (
              <Typography key={account.id} variant="caption" component="p" color="text.secondary">
                {account.bank_name} ·{' '}
                {account.building_block ? t('block', { block: account.building_block }) : t('general')}
                {' · '}
                {account.iban || account.iban_usd || account.iban_eur}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions>
        {canOpenBoard && (
          <Button
            size="small"
            startIcon={<GridViewOutlined />}
            component={Link}
            to={pathTo(paths.buildings.chessboard, { id: building.id })}
          >
            {t('open_chessboard')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {onOpenFields && (
          <Tooltip title={t('additional_fields')}>
            <IconButton size="small" aria-label={`${t('additional_fields')}: ${name}`} onClick={onOpenFields}>
              <ListAltOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {onEdit && (
          <Tooltip title={t('edit_title')}>
            <IconButton size="small" aria-label={`${t('edit_title')}: ${name}`} onClick={onEdit}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {onDelete && (
          <Tooltip title={t('delete')}>
            <IconButton size="small" color="error" aria-label={`${t('delete')}: ${name}`} onClick={onDelete}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
