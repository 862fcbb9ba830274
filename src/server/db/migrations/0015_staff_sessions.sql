-- An owner's or staff member's session ends after 3 hours without a call and 12 hours
-- after its login (a visitor's keeps its 30 days), and the sensitive staff calls want the password (or a
-- new sign-in) from the last 15 minutes. Null: the session's created_at (sessions made before this).
alter table sessions add column last_seen_at timestamptz;
alter table sessions add column authenticated_at timestamptz;
