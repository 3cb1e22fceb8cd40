CREATE TABLE "cookie_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"sites" text NOT NULL,
	"content" text NOT NULL,
	"cookie_count" integer NOT NULL,
	"earliest_expiry" bigint,
	"added_at" bigint NOT NULL,
	"last_used_at" bigint,
	"last_outcome" text,
	"aside_until" bigint,
	"expiry_told_at" bigint
);
