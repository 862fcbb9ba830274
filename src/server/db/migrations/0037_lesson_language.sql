-- The lesson's language is a fact of the booking (issue 39, point 3): the language the visitor wants to learn, or
-- the one the desk chose, stored on the booking when it is held (the hold's statement writes the wish's language),
-- shown wherever the class is, and kept by moves and reassignments, whose teacher must teach it (or staff confirm
-- the conflict). Null: not said (bookings from before, or a visitor who left it to any language).
alter table bookings add column lesson_language text check (lesson_language in ('en', 'ja', 'zh', 'ko', 'fr', 'de', 'es'));
