import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import type { FlowState } from '../authSlice.js';
import { messageText } from '../../../i18n/knownMessages.js';
import { useWords } from '../../../i18n/useWords.js';

interface Props {
  title: string;
  /** The flow whose outcome is shown above the form (role=alert, so screen readers hear it). */
  flow?: FlowState;
  onSubmit?(): void;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every account page: a titled card holding one form and its outcome. */
export function AuthCard({ title, flow, onSubmit, children, footer }: Props) {
  const words = useWords();
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={id} variant="h1" sx={{ fontSize: '1.9rem', mb: 3 }}>
          {title}
        </Typography>
        {flow?.message && (
          <Alert severity={flow.status === 'failed' ? 'error' : 'success'} sx={{ mb: 3 }}>
            {messageText(words, flow.message)}
          </Alert>
        )}
        {onSubmit ? (
          <form aria-labelledby={id} noValidate onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
            {children}
          </form>
        ) : (
          children
        )}
        {footer && (
          <Typography variant="body2" sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {footer}
          </Typography>
        )}
      </Paper>
    </Container>
  );
}
