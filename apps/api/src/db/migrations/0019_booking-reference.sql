-- Every booking's short reference (@town/shared/booking-reference): the API gives new bookings
-- theirs; those made before get one here, from the same digits (six of Crockford's base32).
-- The constraint comes first, so that its index finds a taken reference at once.
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_key" UNIQUE("reference");--> statement-breakpoint
DO $$
DECLARE
  digits constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  booking record;
  candidate text;
BEGIN
  FOR booking IN SELECT id FROM bookings WHERE reference IS NULL LOOP
    LOOP
      SELECT string_agg(substr(digits, 1 + floor(random() * 32)::int, 1), '') INTO candidate
        FROM generate_series(1, 6);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM bookings WHERE reference = candidate);
    END LOOP;
    UPDATE bookings SET reference = candidate WHERE id = booking.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;
