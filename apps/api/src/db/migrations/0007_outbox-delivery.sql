ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_queued_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
-- Hand-written: before this migration a mail still `queued` had been kept in the outbox for
-- want of an SMTP server, which `kept` now says; it must not be sent days late.
UPDATE "outbox" SET "status" = 'kept' WHERE "status" = 'queued';
