-- Moving a booking to other slots: its calendar event keeps its UID and each move raises the event's
-- SEQUENCE (RFC 5545 §3.8.7.4), so a calendar replaces the old time instead of adding a second event.
-- A cancellation's file uses the next number above it.
alter table bookings add column ics_sequence int not null default 0 check (ics_sequence >= 0);
