// Kana for search (issue 39, point 4): a customer's reading (フリガナ) is found whether the clerk types it in hiragana or
// katakana, full or half width. Both sides become hiragana: the query here, the stored reading by the database's
// gtss_kana_key (migration 0045), which does the same (NFKC, then katakana to hiragana, lower case).

/** The text with katakana as hiragana, half-width forms made full (NFKC) and Latin letters lower case. */
export function kanaKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u30A1-\u30F6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase();
}
