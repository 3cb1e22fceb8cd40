CREATE TABLE `bot_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`platform` text NOT NULL,
	`fields` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	CONSTRAINT "bot_cards_platform_check" CHECK("bot_cards"."platform" in ('telegram', 'discord'))
);
--> statement-breakpoint
CREATE INDEX `bot_cards_expires_at_idx` ON `bot_cards` (`expires_at`);--> statement-breakpoint
CREATE TABLE `leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`acquired_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
