import Box from '@mui/material/Box';
import { useSchool } from '../features/school/useSchool.js';

/**
 * The trial's price wherever it is offered (the home page, the booking page's hero), in the visitor's language, as
 * the server wrote it ("Free" only when the trial costs nothing); nothing on a page without the school's profile.
 */
export function TrialPrice() {
  const line = useSchool().text((s) => s.trial_line);
  return line ? (
    <Box component="p" sx={{ fontWeight: 600, mt: 0, mb: 3 }}>
      {line}
    </Box>
  ) : null;
}
