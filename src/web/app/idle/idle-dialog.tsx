import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_ANSWER_SECONDS } from './idle-timeout';

type Props = { onStay: () => void; onExpire: () => void };

/** Mounted only while asking; counts down from the deadline, so a throttled background tab still ends on time. */
export function IdleDialog({ onStay, onExpire }: Props) {
  const { t } = useTranslation('common');
  const [deadline] = useState(() => Date.now() + IDLE_ANSWER_SECONDS * 1000);
  const [remaining, setRemaining] = useState(IDLE_ANSWER_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        onExpire();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, onExpire]);

  return (
    <Dialog open aria-labelledby="idle-title" aria-describedby="idle-text">
      <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">{t('idle.question')}</DialogContentText>
        <Typography
          variant="h3"
          align="center"
          sx={{ my: 2 }}
          role="timer"
          aria-live="polite"
          data-testid="idle-countdown"
        >
          {remaining}
        </Typography>
        <LinearProgress variant="determinate" value={(remaining / IDLE_ANSWER_SECONDS) * 100} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onExpire}>{t('sign_out')}</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
