import Alert from '@mui/material/Alert';
import type { Outcome } from '../staffState.js';

/** The outcome of a staff call: success as a status, a refusal (the server's detail) as an alert. */
export function StaffOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.status === 'succeeded') {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {outcome.message}
      </Alert>
    );
  }
  if (outcome.status === 'failed') {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {outcome.message}
      </Alert>
    );
  }
  return null;
}
