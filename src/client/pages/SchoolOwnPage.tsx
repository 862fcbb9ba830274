import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SchoolMarkdown } from '../components/SchoolMarkdown.js';

/** A page whose text the school wrote itself (About, the terms, the privacy policy): the page's heading, then the text. */
export function SchoolOwnPage({ title, text }: { title: string; text: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, overflowWrap: 'anywhere' }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <SchoolMarkdown source={text} />
    </Container>
  );
}
