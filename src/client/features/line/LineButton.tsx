import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { API_BASE } from '../../../shared/constants.js';
import { LINE_LOGIN_PATH } from '../../../shared/lineConstants.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { selectReturnTo } from '../auth/authSelectors.js';
import { lineChoicesShown, selectLine } from './lineSlice.js';
import { LINE_WORDS } from './lineWords.js';
import { useLine } from './useLine.js';

/**
 * "Log in with LINE": a browser redirect to LINE Login, shown only when the site has LINE (it asks the
 * server once). LINE Login also works inside LINE's own browser, where Google refuses: it stays there.
 * The page that asked for a login goes along as `return_to`, as with Google.
 */
export function LineButton() {
  useLine();
  const dispatch = useAppDispatch();
  const { available } = useAppSelector(selectLine);
  const returnTo = useAppSelector(selectReturnTo);
  useEffect(() => void dispatch(lineChoicesShown()), [dispatch]);
  if (available !== 'yes') return null;
  const query = returnTo ? `?${new URLSearchParams({ return_to: returnTo })}` : '';
  return (
    <Button component="a" href={`${API_BASE}${LINE_LOGIN_PATH}${query}`} variant="outlined" size="large" fullWidth>
      {LINE_WORDS.logIn}
    </Button>
  );
}
