-- The student is told each month's lessons once, from the 20th of the month before (issue 40, point 7).
alter table tuition_months add column lessons_told boolean not null default false;
