-- The visitor's language on the account and on each booking (its emails are written in it),
-- and the browser's time zone on the booking (its emails show the class in the visitor's time too).
alter table users add column language text not null default 'en' check (language in ('en', 'zh-CN', 'zh-TW', 'ja'));
alter table bookings add column language text not null default 'en' check (language in ('en', 'zh-CN', 'zh-TW', 'ja'));
alter table bookings add column time_zone text;
