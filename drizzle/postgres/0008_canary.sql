CREATE TABLE "canary_links" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"site" text NOT NULL,
	"source" text NOT NULL,
	"added_at" bigint NOT NULL,
	"up" integer,
	"last_ok_at" bigint,
	"last_failure_at" bigint,
	"last_failure_class" text,
	CONSTRAINT "canary_links_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "canary_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"at" bigint NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "canary_runs_at_idx" ON "canary_runs" USING btree ("at");