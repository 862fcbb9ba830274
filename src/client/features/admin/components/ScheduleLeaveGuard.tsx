import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** While the schedule has unsaved changes: leaving for another page asks first, and so does the browser on reload or close. */
export function ScheduleLeaveGuard({ dirty, body = 'schedule.leave.body' }: { dirty: boolean; body?: MessageId }) {
  const { t } = useConsoleText();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="schedule-leave-title">
      <DialogTitle id="schedule-leave-title">{t('schedule.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(body)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('schedule.leave.stay')}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('schedule.leave.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
