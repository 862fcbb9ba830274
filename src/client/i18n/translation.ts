/** A language's part of the visitor words: every key of the English part, and no other (extra or missing keys fail the typecheck). */
export type Translation<English> = { readonly [K in keyof English]: string };
