import { useCallback, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { useAppConfig } from '../../lib/config/get-app-config';
import { idleTimeoutMs } from './idle-timeout';
import { IdleDialog } from './idle-dialog';
import { rememberIdleSignOut } from '../../lib/auth/idle-sign-out';
import { useIdleTimer } from './use-idle-timer';

/** Spec §8: after the idle time-out ask whether to stay; no answer within 10 seconds signs out. */
export function IdleGuard() {
  const config = useAppConfig();
  const { signOut } = useAuth();
  const [asking, setAsking] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  const minutes = config.idle_timeout_minutes;
  const expire = useCallback(() => {
    rememberIdleSignOut(minutes);
    void signOut();
  }, [minutes, signOut]);

  useIdleTimer(idleTimeoutMs(minutes), ask, asking);

  return asking ? <IdleDialog onStay={() => setAsking(false)} onExpire={expire} /> : null;
}
