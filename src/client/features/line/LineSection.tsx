import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LINE_NOTIFY_CHOICES, LINE_OUTCOMES, type LineNotify } from '../../../shared/lineConstants.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { lineConnectRequested, lineDisconnectRequested, lineNotifyChosen, myLineOpened, selectLine } from './lineSlice.js';
import { LINE_WORDS } from './lineWords.js';
import { useLine } from './useLine.js';

/**
 * My page's LINE: connect (LINE Login with the add-friend offer) or disconnect, whether the school can
 * message the visitor, and "Email and LINE" or "LINE only". Nothing at all when the site has no LINE.
 */
export function LineSection() {
  useLine();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const outcome = params.get('line');
  const { available, mine, mineStatus, change, message } = useAppSelector(selectLine);
  useEffect(() => void dispatch(myLineOpened({ outcome })), [dispatch, outcome]);
  if (available !== 'yes') return null;
  const busy = change === 'loading';
  const failed = mineStatus === 'failed' || change === 'failed' || message === LINE_OUTCOMES.taken;
  return (
    <Box component="section" aria-labelledby="line-title" sx={{ mt: 5, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}>
      <Typography id="line-title" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        {LINE_WORDS.title}
      </Typography>
      {/* always there, so a change is announced when its words appear */}
      <Box role="status">{message && <Alert severity={failed ? 'error' : 'success'}>{message}</Alert>}</Box>
      {mineStatus === 'loading' && !mine && <CircularProgress aria-label={LINE_WORDS.loading} />}
      {mine && !mine.connected && (
        <>
          <Typography>{LINE_WORDS.intro}</Typography>
          <Box>
            <Button variant="contained" loading={busy} onClick={() => dispatch(lineConnectRequested())}>
              {LINE_WORDS.connect}
            </Button>
          </Box>
        </>
      )}
      {mine?.connected && (
        <>
          <Typography>{LINE_WORDS.connected}</Typography>
          {mine.reachable ? <Typography>{LINE_WORDS.reachable}</Typography> : <Alert severity="warning">{LINE_WORDS.notFriend}</Alert>}
          <FormControl disabled={busy}>
            <FormLabel id="line-notify-label">{LINE_WORDS.notifyLegend}</FormLabel>
            <RadioGroup
              aria-labelledby="line-notify-label"
              aria-describedby="line-notify-hint"
              value={mine.notify}
              onChange={(_e, v) => dispatch(lineNotifyChosen(v as LineNotify))}
            >
              {LINE_NOTIFY_CHOICES.map((c) => (
                <FormControlLabel key={c} value={c} control={<Radio />} label={LINE_WORDS.notify[c]} />
              ))}
            </RadioGroup>
            <FormHelperText id="line-notify-hint">{LINE_WORDS.lineOnlyHint}</FormHelperText>
          </FormControl>
          <Box>
            <Button variant="outlined" loading={busy} onClick={() => dispatch(lineDisconnectRequested())}>
              {LINE_WORDS.disconnect}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
