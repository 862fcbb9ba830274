// The small, safe Markdown the school may write its long texts in (About, the terms, the privacy policy):
// paragraphs (a blank line between), line breaks, **bold**, lists ("- " or "* " lines) and links
// [label](https://…) with http(s) or mailto only. Parsed into plain data that the page renders as React elements,
// never as HTML: anything else (HTML tags included) stays the literal text it is.

export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };
/** A paragraph's lines, or a list's items; each a run of inline pieces. */
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const ITEM = /^\s*[-*]\s+/;

/** One line's inline pieces: bold and safe links; a link to any other scheme stays its literal text. */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (piece: Inline) => {
    const prev = out.at(-1);
    if (piece.kind === 'text' && prev?.kind === 'text') prev.text += piece.text;
    else if (piece.kind !== 'text' || piece.text) out.push(piece);
  };
  for (const m of line.matchAll(INLINE)) {
    push({ kind: 'text', text: line.slice(last, m.index) });
    if (m[1] !== undefined) push({ kind: 'bold', text: m[1] });
    else if (SAFE_HREF.test(m[3])) push({ kind: 'link', text: m[2], href: m[3] });
    else push({ kind: 'text', text: m[0] });
    last = m.index + m[0].length;
  }
  push({ kind: 'text', text: line.slice(last) });
  return out;
}

/** The text's blocks: a block of only list lines is a list, any other a paragraph with its line breaks. */
export function parseMarkdown(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').filter((l) => l.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines): Block =>
      lines.every((l) => ITEM.test(l))
        ? { kind: 'list', items: lines.map((l) => parseInline(l.replace(ITEM, ''))) }
        : { kind: 'paragraph', lines: lines.map((l) => parseInline(l.trim())) },
    );
}
