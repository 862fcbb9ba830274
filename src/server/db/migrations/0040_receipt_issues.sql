-- Receipts a company accepts (issue 39, point 7): the addressee (宛名) and purpose (但し書き) the customer, or
-- staff on request, set before the receipt is first issued, kept as printed; `prints` counts the prints, so every
-- print after the first is marked 再発行 (reissued) and audited.
create table receipt_issues (
  booking_id int primary key references bookings(id) on delete cascade,
  addressee text not null,
  purpose text not null,
  issued_at timestamptz not null,
  prints int not null default 0 check (prints >= 0)
);
