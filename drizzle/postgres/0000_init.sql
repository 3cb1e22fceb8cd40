CREATE TABLE "access_overrides" (
	"identity" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" bigint NOT NULL,
	CONSTRAINT "access_overrides_state_check" CHECK ("access_overrides"."state" in ('allowed', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "telegram_file_cache" (
	"media_key" text NOT NULL,
	"selector" text NOT NULL,
	"convert" text DEFAULT '' NOT NULL,
	"quality" integer DEFAULT 0 NOT NULL,
	"send_method" text NOT NULL,
	"file_id" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "telegram_file_cache_media_key_selector_convert_quality_pk" PRIMARY KEY("media_key","selector","convert","quality"),
	CONSTRAINT "telegram_file_cache_send_method_check" CHECK ("telegram_file_cache"."send_method" in ('video', 'audio', 'document'))
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	"url" text NOT NULL,
	"media_platform" text,
	"selector" text,
	"kind" text,
	"convert" text,
	"quality" integer,
	"outcome" text DEFAULT 'running' NOT NULL,
	"error_code" text,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"reserved_bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" bigint,
	"instance" text DEFAULT '' NOT NULL,
	CONSTRAINT "usage_events_action_check" CHECK ("usage_events"."action" in ('info', 'download')),
	CONSTRAINT "usage_events_outcome_check" CHECK ("usage_events"."outcome" in ('running', 'ok', 'error', 'cancelled', 'interrupted')),
	CONSTRAINT "usage_events_bytes_check" CHECK ("usage_events"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"display_name" text,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	CONSTRAINT "users_platform_check" CHECK ("users"."platform" in ('telegram', 'discord', 'http'))
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_events_user_started_idx" ON "usage_events" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "usage_events_running_idx" ON "usage_events" USING btree ("user_id") WHERE "usage_events"."outcome" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "users_platform_external_id_unique" ON "users" USING btree ("platform","external_id");