-- The site's search finds places by their published menus' dishes too (docs/api.md#search):
-- each dish keeps search keys of its names and of its descriptions, in one trigram index.
-- Hand-written: a dish's texts in every language (a jsonb object of them), one a line. A query
-- never holds a line break (the API folds whitespace into spaces), so no match runs from one
-- language into the next. IMMUTABLE (it reads only its argument, in jsonb's own key order), so
-- that it can feed a generated column; anything but an object (a dish without a description)
-- has no text.
CREATE FUNCTION catalogue_menu_search_text(texts jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(t.value, E'\n' ORDER BY t.n), '')
    FROM jsonb_each_text(CASE WHEN jsonb_typeof(texts) = 'object' THEN texts ELSE '{}' END) WITH ORDINALITY AS t(key, value, n) $$;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "name_key" text GENERATED ALWAYS AS (catalogue_search_key(catalogue_menu_search_text(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "description_key" text GENERATED ALWAYS AS (catalogue_search_key(catalogue_menu_search_text(description))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "menu_items_search_idx" ON "menu_items" USING gin ("name_key" gin_trgm_ops,"description_key" gin_trgm_ops);
