ALTER TABLE "rental_settings" ADD COLUMN "advance_notice_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_settings" ADD COLUMN "same_day_cutoff_hours" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_settings" ADD CONSTRAINT "rental_settings_advance_notice_check" CHECK ("rental_settings"."advance_notice_days" between 0 and 7
        and "rental_settings"."same_day_cutoff_hours" between 0 and 12);