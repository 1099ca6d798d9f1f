CREATE TABLE "rental_nights" (
	"asset_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" integer NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint,
	"start_days" smallint[],
	"end_days" smallint[],
	"run_end" date NOT NULL,
	"price_to" bigint NOT NULL,
	CONSTRAINT "rental_nights_asset_id_night_pk" PRIMARY KEY("asset_id","night")
);
--> statement-breakpoint
ALTER TABLE "rental_nights" ADD CONSTRAINT "rental_nights_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_nights_night_idx" ON "rental_nights" USING btree ("night","asset_id","run_end","min_days","max_days","price","price_to","start_days","end_days");--> statement-breakpoint
CREATE INDEX "calendar_holds_nights_idx" ON "calendar_holds" USING gist (daterange("start", "end", '[)'));--> statement-breakpoint
-- Hand-written: rental_nights is made from the seasons alone (docs/decisions/017-rental-nights.md),
-- by expandAvailability's rules (packages/shared/src/availability.ts): where two seasons share a
-- night the later-changed one wins (to the millisecond, as the API's updatedAt has it; on a tie
-- the earlier-starting one), and Friday and Saturday nights take the weekend price. Nights more
-- than a week past are history, never booked: left out. A rental's rows are made again whole; one
-- lock makes changes of seasons take turns (they are rare, and a refresh takes milliseconds), so
-- two transactions never make the same rental's rows at once.
CREATE FUNCTION rental_nights_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('rental_nights'));
  DELETE FROM "rental_nights" WHERE "asset_id" = ANY(ids);
  INSERT INTO "rental_nights" ("asset_id", "night", "price", "min_days", "max_days", "start_days", "end_days", "run_end", "price_to")
  SELECT "asset_id", "night", "price", "min_days", "max_days", "start_days", "end_days",
    (max("night") OVER (PARTITION BY "asset_id", "run") + 1)::date,
    sum("price") OVER (PARTITION BY "asset_id" ORDER BY "night")
  FROM (
    -- Nights in a row share night − their rank: one value per unbroken run.
    SELECT *, "night" - (row_number() OVER (PARTITION BY "asset_id" ORDER BY "night"))::int AS "run"
    FROM (
      SELECT DISTINCT ON (s."asset_id", d."night") s."asset_id", d."night"::date AS "night",
        CASE WHEN s."weekend_price" IS NOT NULL AND extract(dow FROM d."night") IN (5, 6)
          THEN s."weekend_price" ELSE s."price" END AS "price",
        s."min_days", s."max_days", s."start_days", s."end_days"
      FROM "availability" s,
        generate_series(greatest(s."start", current_date - 7), s."end", interval '1 day') AS d("night")
      WHERE s."asset_id" = ANY(ids) AND s."type" = 'free'
      ORDER BY s."asset_id", d."night", date_trunc('milliseconds', s."updated_at") DESC, s."start"
    ) AS "nights"
  ) AS "runs";
$$;--> statement-breakpoint
CREATE FUNCTION availability_refresh_nights() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rental_nights_refresh(array(SELECT DISTINCT "asset_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rental_nights_refresh(array(SELECT DISTINCT "asset_id" FROM old_rows));
  ELSE
    PERFORM rental_nights_refresh(array(SELECT "asset_id" FROM new_rows UNION SELECT "asset_id" FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "availability_nights_insert" AFTER INSERT ON "availability"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_refresh_nights();--> statement-breakpoint
CREATE TRIGGER "availability_nights_update" AFTER UPDATE ON "availability"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_refresh_nights();--> statement-breakpoint
CREATE TRIGGER "availability_nights_delete" AFTER DELETE ON "availability"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION availability_refresh_nights();--> statement-breakpoint
-- Hand-written: a dated list reads rental_nights from its index alone while its pages are marked
-- all-visible; a change of seasons unmarks a rental's few pages, and vacuuming after a small share
-- of changes (not PostgreSQL's 20 %) marks them again soon.
ALTER TABLE "rental_nights" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
SELECT rental_nights_refresh(array(SELECT DISTINCT "asset_id" FROM "availability"));--> statement-breakpoint
ANALYZE "rental_nights";
