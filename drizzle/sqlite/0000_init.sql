CREATE TABLE `access_overrides` (
	`identity` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`set_by` text NOT NULL,
	`set_at` integer NOT NULL,
	CONSTRAINT "access_overrides_state_check" CHECK("access_overrides"."state" in ('allowed', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE `usage_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`action` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`url` text NOT NULL,
	`media_platform` text,
	`selector` text,
	`kind` text,
	`convert` text,
	`quality` integer,
	`outcome` text DEFAULT 'running' NOT NULL,
	`error_code` text,
	`bytes` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "usage_events_action_check" CHECK("usage_events"."action" in ('info', 'download')),
	CONSTRAINT "usage_events_outcome_check" CHECK("usage_events"."outcome" in ('running', 'ok', 'error', 'cancelled', 'interrupted')),
	CONSTRAINT "usage_events_bytes_check" CHECK("usage_events"."bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `usage_events_user_started_idx` ON `usage_events` (`user_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `usage_events_running_idx` ON `usage_events` (`user_id`) WHERE "usage_events"."outcome" = 'running';--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`platform` text NOT NULL,
	`external_id` text NOT NULL,
	`display_name` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	CONSTRAINT "users_platform_check" CHECK("users"."platform" in ('telegram', 'discord', 'http'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_platform_external_id_unique` ON `users` (`platform`,`external_id`);