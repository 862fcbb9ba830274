import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '../../shared/schoolMarkdown.js';

// What the school wrote (About, the terms, the privacy policy), in its small Markdown: built as React elements from
// the parsed pieces, so every character the school typed is text (React escapes it), never HTML.

function Pieces({ pieces }: { pieces: Inline[] }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.kind === 'bold' ? (
          <strong key={i}>{p.text}</strong>
        ) : p.kind === 'link' ? (
          <Link key={i} href={p.href} rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {p.text}
          </Link>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

/** The school's text as paragraphs (with their line breaks) and lists. */
export function SchoolMarkdown({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((block, i) =>
        block.kind === 'list' ? (
          <Box component="ul" key={i} sx={{ typography: 'body1', pl: 3 }}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Pieces pieces={item} />
              </li>
            ))}
          </Box>
        ) : (
          <Box component="p" key={i} sx={{ typography: 'body1', mt: 0, mb: 2 }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                <Pieces pieces={line} />
              </Fragment>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
