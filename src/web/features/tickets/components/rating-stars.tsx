import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';

/** A closing's rating as stars (read-only), or the stars the requester clicks to rate. */
export function RatingStars({
  value,
  onRate,
  disabled,
}: {
  value: number | null;
  onRate?: (rating: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Rating
      value={value}
      readOnly={!onRate}
      disabled={disabled}
      size={onRate ? 'large' : 'small'}
      getLabelText={(count) => t('stars', { count })}
      onChange={(_, rating) => rating && onRate?.(rating)}
      // Read-only stars are an image named by their count; the input is the group of choices.
      {...(onRate ? { 'aria-label': t('fields.rating') } : {})}
    />
  );
}
