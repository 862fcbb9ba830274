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
import { selectStaff } from '../adminSelectors.js';
import { calendarFeedRequested, calendarFeedStopRequested } from '../adminSlice.js';
import { StaffOutcome } from './StaffOutcome.js';

/** The member's private calendar feed (.ics): make it, replace it (confirmed), stop it; the URL is shown once. */
export function SettingsFeed({ active }: { active: boolean }) {
  const dispatch = useAppDispatch();
  const { feed, feedUrl } = useAppSelector(selectStaff);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const busy = feed.status === 'loading';
  const spinner = busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined;
  const copy = () => {
    if (!feedUrl) return;
    navigator.clipboard
      ?.writeText(feedUrl)
      .then(() => setCopied('Copied. Paste it into your calendar app.'))
      .catch(() => setCopied('Copying failed: select the URL and copy it by hand.'));
  };
  return (
    <Box component="section" aria-labelledby="feed-title">
      <Typography id="feed-title" variant="h2" sx={{ mb: 1 }}>
        Calendar feed
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A private address that Google Calendar or Apple Calendar can subscribe to (&quot;From URL&quot; / &quot;New calendar
        subscription&quot;), so the school&apos;s booked classes show in your own calendar. Anyone with the URL sees the bookings: keep it
        to yourself, and replace it if it leaks.
      </Typography>
      <Typography sx={{ mb: 2 }} role="status">
        {active ? 'Your feed is active.' : 'You have no calendar feed.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {active ? (
          <>
            <Button variant="contained" disabled={busy} startIcon={spinner} onClick={() => setConfirming(true)}>
              Replace URL
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => dispatch(calendarFeedStopRequested())}>
              Stop the feed
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={busy} startIcon={spinner} onClick={() => dispatch(calendarFeedRequested())}>
            Create calendar feed URL
          </Button>
        )}
      </Box>
      <StaffOutcome outcome={feed} />
      {feedUrl && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Your calendar feed URL"
            value={feedUrl}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
            sx={{ flex: '1 1 280px' }}
          />
          <Button variant="outlined" onClick={copy} sx={{ minHeight: 56 }}>
            Copy
          </Button>
          {copied && (
            <Typography role="status" sx={{ width: '100%' }}>
              {copied}
            </Typography>
          )}
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="replace-title" aria-describedby="replace-text">
        <DialogTitle id="replace-title">Replace your calendar feed URL?</DialogTitle>
        <DialogContent>
          <DialogContentText id="replace-text">
            The current URL stops working at once: calendars subscribed to it stop showing the school&apos;s classes until you subscribe
            them to the new URL.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep the current URL</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              setCopied(null);
              dispatch(calendarFeedRequested());
            }}
          >
            Replace URL
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
