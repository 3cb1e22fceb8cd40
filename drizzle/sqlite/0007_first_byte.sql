ALTER TABLE `usage_events` ADD `first_byte_ms` integer;--> statement-breakpoint
CREATE INDEX `usage_events_started_idx` ON `usage_events` (`started_at`);