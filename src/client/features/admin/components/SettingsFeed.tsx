import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectSettings, calendarFeedRequested, calendarFeedStopRequested } from '../consoleSlice.js';
import { StaffOutcome } from './StaffOutcome.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** The member's private calendar feed (.ics): make it, replace it (confirmed), stop it; the URL is shown once. */
export function SettingsFeed({ active }: { active: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const { feed, feedUrl } = useAppSelector(selectSettings);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<MessageId | null>(null);
  const busy = feed.status === 'loading';
  const spinner = busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined;
  const copy = () => {
    if (!feedUrl) return;
    navigator.clipboard
      ?.writeText(feedUrl)
      .then(() => setCopied('staff.feed.copied'))
      .catch(() => setCopied('staff.feed.copyFailed'));
  };
  return (
    <Box component="section" aria-labelledby="feed-title">
      <Typography id="feed-title" variant="h2" sx={{ mb: 1 }}>
        {t('staff.feed.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('staff.feed.intro')}</Typography>
      <Typography sx={{ mb: 2 }} role="status">
        {t(active ? 'staff.feed.active' : 'staff.feed.none')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {active ? (
          <>
            <Button variant="contained" disabled={busy} startIcon={spinner} onClick={() => setConfirming(true)}>
              {t('staff.feed.replace')}
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => dispatch(calendarFeedStopRequested())}>
              {t('staff.feed.stop')}
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} startIcon={spinner} onClick={() => dispatch(calendarFeedRequested())}>
            {t('staff.feed.create')}
          </Button>
        )}
      </Box>
      <StaffOutcome outcome={feed} />
      {feedUrl && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={t('staff.feed.url')}
            value={feedUrl}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
            sx={{ flex: '1 1 280px' }}
          />
          <Button variant="outlined" onClick={copy} sx={{ minHeight: 56 }}>
            {t('staff.feed.copy')}
          </Button>
          {copied && (
            <Typography role="status" sx={{ width: '100%' }}>
              {t(copied)}
            </Typography>
          )}
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="replace-title" aria-describedby="replace-text">
        <DialogTitle id="replace-title">{t('staff.feed.replaceTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="replace-text">{t('staff.feed.replaceText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('staff.feed.keep')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              setCopied(null);
              dispatch(calendarFeedRequested());
            }}
          >
            {t('staff.feed.replace')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
