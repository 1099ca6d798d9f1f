-- The consent domain: every consent decision, kept as proof (docs/decisions/004-consent.md).
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_id" text NOT NULL,
	"external_subject_id" text,
	"domain" text NOT NULL,
	"type" text DEFAULT 'cookie_banner' NOT NULL,
	"preferences" jsonb NOT NULL,
	"action" text NOT NULL,
	"source" text,
	"jurisdiction" text NOT NULL,
	"language" text,
	"policy_version" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"ip_hash" text,
	"user_agent_family" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('all', 'necessary', 'custom')),
	CONSTRAINT "consent_records_necessary_check" CHECK (("consent_records"."preferences" ->> 'necessary') = 'true')
);
--> statement-breakpoint
CREATE INDEX "consent_records_subject_idx" ON "consent_records" USING btree ("subject_id","recorded_at" DESC NULLS LAST);