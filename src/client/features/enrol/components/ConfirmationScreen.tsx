import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { EnrolmentTerms } from '../../../../shared/enrolment.js';
import { useWords } from '../../../i18n/useWords.js';
import { enrolMessage } from '../enrolFormat.js';
import { TermsList } from './TermsList.js';

export interface ConfirmationProps {
  terms: EnrolmentTerms;
  loggedIn: boolean;
  paying: boolean;
  error: string | null;
  onPay(): void;
  onBack(): void;
  /** Another contract's words (my page's change of course): its intro and its confirming button. */
  title?: string;
  intro?: string;
  confirmText?: string;
}

/**
 * The final confirmation screen (最終確認画面, 特定商取引法 12条の6): every term of the monthly contract in the visitor's
 * language before anything is charged, then "Pay and enrol" (logged out: "Log in to enrol", which comes back here).
 */
export function ConfirmationScreen({ terms, loggedIn, paying, error, onPay, onBack, title, intro, confirmText }: ConfirmationProps) {
  const words = useWords();
  const { t } = words;
  const heading = useRef<HTMLHeadingElement>(null);
  // the screen replaces the form: focus moves to its heading, so a screen reader starts reading the terms
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="enrol-confirm-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography id="enrol-confirm-title" variant="h2" ref={heading} tabIndex={-1} sx={{ fontSize: '1.5rem', outline: 'none' }}>
        {title ?? t('enrol.confirmTitle')}
      </Typography>
      <Typography>{intro ?? t('enrol.confirmIntro')}</Typography>
      <TermsList terms={terms} words={words} />
      {error && <Alert severity="error">{enrolMessage(words, error)}</Alert>}
      {!loggedIn && <Typography id="enrol-login-note">{t('enrol.logInNote')}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button variant="outlined" onClick={onBack} disabled={paying}>
          {t('enrol.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={onPay}
          loading={paying}
          aria-describedby={loggedIn ? undefined : 'enrol-login-note'}
        >
          {confirmText ?? t(loggedIn ? 'enrol.pay' : 'enrol.logInToPay')}
        </Button>
      </Box>
    </Paper>
  );
}
