-- A Google sign-in started from the login page a console page sent the person to comes
-- back to that page, as a password login does. The page is kept with the sign-in's state (only a
-- console or /app path: see returnPathOf in shared/paths.ts), never taken from the callback.
alter table oidc_logins add column return_to text;
