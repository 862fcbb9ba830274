-- A teacher's name in Latin letters (issue 38): shown to visitors who read no kanji (every language but Japanese)
-- beside or instead of the name; null: the name as it is.
alter table teachers add column name_latin text;
