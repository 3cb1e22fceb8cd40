CREATE TABLE `cookie_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`sites` text NOT NULL,
	`content` text NOT NULL,
	`cookie_count` integer NOT NULL,
	`earliest_expiry` integer,
	`added_at` integer NOT NULL,
	`last_used_at` integer,
	`last_outcome` text,
	`aside_until` integer,
	`expiry_told_at` integer
);
