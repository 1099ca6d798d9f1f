-- Hand-written: each API process keeps every rental's nights, holds and terms in memory
-- (docs/decisions/019-availability-index.md) and reads a rental again when told it changed.
-- rental_nights is made from availability alone (0012), so availability's rows stand for it;
-- a booking's change of state moves its hold (0009's trigger), so calendar_holds covers it,
-- and a request's deadline is told apart. NOTIFY is sent at commit, once per rental and transaction.
CREATE FUNCTION rental_calendar_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('rental_calendar_changed', OLD."asset_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('rental_calendar_changed', NEW."asset_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "calendar_holds_notify" AFTER INSERT OR UPDATE OR DELETE ON "calendar_holds"
  FOR EACH ROW EXECUTE FUNCTION rental_calendar_notify();--> statement-breakpoint
CREATE TRIGGER "availability_notify" AFTER INSERT OR UPDATE OR DELETE ON "availability"
  FOR EACH ROW EXECUTE FUNCTION rental_calendar_notify();--> statement-breakpoint
CREATE TRIGGER "rental_settings_notify" AFTER INSERT OR UPDATE OR DELETE ON "rental_settings"
  FOR EACH ROW EXECUTE FUNCTION rental_calendar_notify();--> statement-breakpoint
CREATE TRIGGER "bookings_deadline_notify" AFTER UPDATE OF "expires_at", "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION rental_calendar_notify();
