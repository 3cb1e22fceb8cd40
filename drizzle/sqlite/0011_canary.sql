CREATE TABLE `canary_links` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`site` text NOT NULL,
	`source` text NOT NULL,
	`added_at` integer NOT NULL,
	`up` integer,
	`last_ok_at` integer,
	`last_failure_at` integer,
	`last_failure_class` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `canary_links_url_unique` ON `canary_links` (`url`);--> statement-breakpoint
CREATE TABLE `canary_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`link_id` text NOT NULL,
	`at` integer NOT NULL,
	`outcome` text NOT NULL,
	`duration_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `canary_runs_at_idx` ON `canary_runs` (`at`);