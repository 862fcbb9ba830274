import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { API_BASE } from '../../../shared/constants.js';
import { LINE_LOGIN_PATH } from '../../../shared/lineConstants.js';
import { LINE_VISITOR_TEXTS } from '../../../shared/lineVisitorTexts.js';
import { paths } from '../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { lineVisitorDismissed, lineVisitorWanted, selectLine } from './lineSlice.js';
import { useLine } from './useLine.js';

/** LINE Login for this guest booking: back to the booking page, whose booking then gets LINE messages too. */
const CONTINUE_URL = `${API_BASE}${LINE_LOGIN_PATH}?${new URLSearchParams({ as: 'guest', return_to: paths.booking })}`;

/**
 * The booking page's LINE for a guest (where the site has LINE): "Continue with LINE" before the booking,
 * or, after it, whom the booking's LINE messages go to (LINE's display name) and a way to say no. In the
 * visitor's language already (the translate widget leaves it alone). LINE Login works inside LINE's own
 * browser too, where a guest booking is most often made.
 */
export function LineGuest() {
  useLine();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { available, visitor } = useAppSelector(selectLine);
  useEffect(() => void dispatch(lineVisitorWanted()), [dispatch]);
  if (available !== 'yes' || visitor.status !== 'ready') return null;
  const t = LINE_VISITOR_TEXTS[language];
  return (
    <Box
      component="section"
      aria-label="LINE"
      lang={language}
      translate="no"
      className="notranslate"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}
    >
      {visitor.name ? (
        <>
          <Typography role="status" sx={{ fontWeight: 700 }}>
            {t.messagesGoTo(visitor.name)}
          </Typography>
          <Button variant="text" size="small" onClick={() => dispatch(lineVisitorDismissed())}>
            {t.stop}
          </Button>
        </>
      ) : (
        <>
          <Button component="a" href={CONTINUE_URL} variant="outlined" aria-describedby="line-guest-hint">
            {t.continueWithLine}
          </Button>
          <Typography id="line-guest-hint" variant="body2" color="text.secondary">
            {t.continueHint}
          </Typography>
        </>
      )}
    </Box>
  );
}
