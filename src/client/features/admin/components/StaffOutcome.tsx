import Alert from '@mui/material/Alert';
import { useConsoleText } from '../i18n/useConsoleText.js';
import type { Outcome } from '../outcome.js';

/** The outcome of a staff call: success as a status, a refusal (the server's detail) as an alert. */
export function StaffOutcome({ outcome }: { outcome: Outcome }) {
  const { m } = useConsoleText();
  if (outcome.status === 'succeeded' && outcome.message) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {m(outcome.message)}
      </Alert>
    );
  }
  if (outcome.status === 'failed' && outcome.message) {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {m(outcome.message)}
      </Alert>
    );
  }
  return null;
}
