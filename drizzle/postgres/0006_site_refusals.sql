CREATE TABLE "site_cooling" (
	"site" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"window_count" integer NOT NULL,
	"level" integer NOT NULL,
	"cooling_until" bigint
);
--> statement-breakpoint
CREATE TABLE "site_refusals" (
	"site" text NOT NULL,
	"refusal_class" text NOT NULL,
	"site_name" text NOT NULL,
	"count" integer NOT NULL,
	"first_at" bigint NOT NULL,
	"last_at" bigint NOT NULL,
	"told_at" bigint,
	CONSTRAINT "site_refusals_site_refusal_class_pk" PRIMARY KEY("site","refusal_class")
);
