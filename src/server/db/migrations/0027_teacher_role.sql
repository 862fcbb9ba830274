-- The teacher role: a member linked to a teacher (teachers.user_id) who sees their own classes and marks
-- attendance. The staff guard (admin/staffAccess.ts) decides what each role may call; the database only
-- knows the three names.
alter table users drop constraint users_role_check;
alter table users add constraint users_role_check check (role in ('owner', 'staff', 'teacher'));
alter table staff_invitations drop constraint staff_invitations_role_check;
alter table staff_invitations add constraint staff_invitations_role_check check (role in ('owner', 'staff', 'teacher'));
