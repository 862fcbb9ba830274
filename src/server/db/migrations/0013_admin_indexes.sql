-- Issue #12: the back office's reads. The day and week views find a slot's bookings by slot
-- (booking_slots' primary key starts with the booking); the list and the export walk bookings_date (0012).
create index booking_slots_slot on booking_slots (slot_id);
