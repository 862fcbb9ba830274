-- Security review finding 3: a Google sign-in is bound to the browser that started it. The hash of a
-- random value kept in that browser's short-lived cookie must match at the callback (login CSRF).
alter table oidc_logins add column browser_hash text not null default '';
