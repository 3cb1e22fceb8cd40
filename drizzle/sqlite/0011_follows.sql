CREATE TABLE `follow_entries` (
	`follow_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`state` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_attempt_at` integer,
	`last_error` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`follow_id`, `entry_id`)
);
--> statement-breakpoint
CREATE INDEX `follow_entries_state_idx` ON `follow_entries` (`state`);--> statement-breakpoint
CREATE TABLE `follows` (
	`id` text PRIMARY KEY NOT NULL,
	`user_key` text NOT NULL,
	`link` text NOT NULL,
	`title` text NOT NULL,
	`form` text NOT NULL,
	`target_kind` text NOT NULL,
	`target` text NOT NULL,
	`webhook_secret` text,
	`created_at` integer NOT NULL,
	`next_check_at` integer NOT NULL,
	`last_checked_at` integer,
	`failing_since` integer,
	`fail_notified` integer NOT NULL,
	`paused_reason` text,
	`paused_at` integer
);
--> statement-breakpoint
CREATE INDEX `follows_user_key_idx` ON `follows` (`user_key`);--> statement-breakpoint
CREATE INDEX `follows_next_check_at_idx` ON `follows` (`next_check_at`);