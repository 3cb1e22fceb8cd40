CREATE TABLE `site_cooling` (
	`site` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`window_count` integer NOT NULL,
	`level` integer NOT NULL,
	`cooling_until` integer
);
--> statement-breakpoint
CREATE TABLE `site_refusals` (
	`site` text NOT NULL,
	`refusal_class` text NOT NULL,
	`site_name` text NOT NULL,
	`count` integer NOT NULL,
	`first_at` integer NOT NULL,
	`last_at` integer NOT NULL,
	`told_at` integer,
	PRIMARY KEY(`site`, `refusal_class`)
);
