CREATE TABLE "town_page_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"texts" jsonb NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "town_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "town_profile" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "town_profile_one_row" CHECK ("town_profile"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "webcams" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"still_url" text NOT NULL,
	"page_url" text NOT NULL,
	"refresh_seconds" integer DEFAULT 60 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "town_page_revisions" ADD CONSTRAINT "town_page_revisions_slug_town_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."town_pages"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "town_page_revisions" ADD CONSTRAINT "town_page_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "town_profile" ADD CONSTRAINT "town_profile_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "town_page_revisions_slug_idx" ON "town_page_revisions" USING btree ("slug","created_at");--> statement-breakpoint
-- Hand-written: the town's profile, pages and cameras show on every page, so a change to them
-- bumps the catalogue's revision (0001) and every process renders its cached pages again.
CREATE TRIGGER "town_profile_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "town_profile"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_revision();--> statement-breakpoint
CREATE TRIGGER "town_pages_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "town_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_revision();--> statement-breakpoint
CREATE TRIGGER "webcams_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webcams"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_revision();
