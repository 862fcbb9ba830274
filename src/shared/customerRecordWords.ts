// The words of a customer's record (issue 39, point 4): its edit and the merge of two records of one person. No zod
// here: the customers area imports these words (customerRecordDetails.ts); not in shared/admin, whose files the
// console's shell chunk takes.

export const RECORD_STALE = 'Someone else changed this customer after you opened it. Nothing was saved: reload and make your change again.';
export const EMAIL_TAKEN = 'Another customer record has this email. If it is the same person, merge the two records.';
export const MERGE_SELF = 'Choose another customer record to merge into this one.';
export const MERGE_TWO_ACCOUNTS =
  'Both records have their own account on the site, so they cannot be merged: each account keeps its own bookings.';
export const MERGE_NOTES_TOO_LONG = 'The two notes together are too long for one note. Shorten one of them first, then merge.';
export const MERGE_SAME_CLASS =
  'Both records are enrolled in the same class, so they cannot be merged: end one of the two enrolments first.';
export const READING_KANA = 'Write the reading in hiragana or katakana.';
