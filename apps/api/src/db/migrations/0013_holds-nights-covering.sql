DROP INDEX "calendar_holds_nights_idx";--> statement-breakpoint
-- Hand-written (Drizzle has no INCLUDE): which rentals a stay's nights are held at, read from the
-- index alone (docs/decisions/017-rental-nights.md): the dated list's hold check read some 600 heap
-- pages for 2,000 holds a search; from this index about 50. The nights' range is the key; the
-- columns the check reads are included (start and "end" too, which the planner wants for an
-- index-only scan of an expression).
CREATE INDEX "calendar_holds_nights_idx" ON "calendar_holds" USING gist (daterange("start", "end", '[)')) INCLUDE ("asset_id", "booking_id", "start", "end");--> statement-breakpoint
-- Hand-written: an index-only scan skips the heap only on pages marked all-visible; bookings add
-- holds all day, so vacuum after a small share of changes (not PostgreSQL's 20 %).
ALTER TABLE "calendar_holds" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
