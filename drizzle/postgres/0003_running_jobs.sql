CREATE TABLE "running_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"instance" text NOT NULL,
	"surface" text NOT NULL,
	"kind" text NOT NULL,
	"asker" text NOT NULL,
	"title" text,
	"usage_event_id" integer,
	"started_at" bigint NOT NULL,
	"heartbeat_at" bigint NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"percent" integer,
	"cancel_requested_at" bigint,
	"cancel_requested_by" text,
	CONSTRAINT "running_jobs_surface_check" CHECK ("running_jobs"."surface" in ('telegram', 'discord', 'http', 'web')),
	CONSTRAINT "running_jobs_kind_check" CHECK ("running_jobs"."kind" in ('download', 'playlist'))
);
--> statement-breakpoint
CREATE INDEX "running_jobs_instance_idx" ON "running_jobs" USING btree ("instance");