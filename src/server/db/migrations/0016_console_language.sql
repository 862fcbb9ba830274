-- A staff member's own language for the console and the school's emails to them (notices, the
-- calendar feed's events, the invitations they send). Null: the console follows the site's language
-- selector, and the emails the account's language.
alter table users add column console_language text check (console_language in ('en', 'zh-CN', 'zh-TW', 'ja'));
