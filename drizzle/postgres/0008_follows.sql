CREATE TABLE "follow_entries" (
	"follow_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer NOT NULL,
	"next_attempt_at" bigint,
	"last_error" text,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "follow_entries_follow_id_entry_id_pk" PRIMARY KEY("follow_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"form" text NOT NULL,
	"target_kind" text NOT NULL,
	"target" text NOT NULL,
	"webhook_secret" text,
	"created_at" bigint NOT NULL,
	"next_check_at" bigint NOT NULL,
	"last_checked_at" bigint,
	"failing_since" bigint,
	"fail_notified" boolean NOT NULL,
	"paused_reason" text,
	"paused_at" bigint
);
--> statement-breakpoint
CREATE INDEX "follow_entries_state_idx" ON "follow_entries" USING btree ("state");--> statement-breakpoint
CREATE INDEX "follows_user_key_idx" ON "follows" USING btree ("user_key");--> statement-breakpoint
CREATE INDEX "follows_next_check_at_idx" ON "follows" USING btree ("next_check_at");