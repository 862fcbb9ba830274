import Typography from '@mui/material/Typography';
import { useSchool } from '../features/school/useSchool.js';

/**
 * The school's cancellation policy in the visitor's language (issue 39, point 9), as the server wrote it into the page's
 * school data block (cancel_policy_line): no words of its own in the visitor's first load. Nothing without a policy.
 */
export function CancelPolicyLine() {
  const { school, language } = useSchool();
  const line = school?.cancel_policy_line?.[language];
  return line ? (
    <Typography component="p" sx={{ my: 2, fontWeight: 600 }}>
      {line}
    </Typography>
  ) : null;
}
