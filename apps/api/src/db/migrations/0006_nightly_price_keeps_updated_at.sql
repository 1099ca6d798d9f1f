-- Hand-written: a holiday rental's nightly "from" price is derived from its free nights and
-- refreshed by the bookings module (docs/rules.md#prices); such a refresh is not an edit of
-- the listing, so it leaves `updated_at` (the listing's last change) as it was.
CREATE OR REPLACE FUNCTION catalogue_touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'price_night' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'price_night' - 'updated_at') THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
