import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered section of a legal page (terms, privacy): a heading and its text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h2" gutterBottom sx={{ mt: 4, fontSize: '1.3rem' }}>
        {title}
      </Typography>
      <Typography variant="body1">{children}</Typography>
    </section>
  );
}
