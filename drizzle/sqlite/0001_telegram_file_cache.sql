CREATE TABLE `telegram_file_cache` (
	`media_key` text NOT NULL,
	`selector` text NOT NULL,
	`convert` text DEFAULT '' NOT NULL,
	`quality` integer DEFAULT 0 NOT NULL,
	`send_method` text NOT NULL,
	`file_id` text NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`media_key`, `selector`, `convert`, `quality`),
	CONSTRAINT "telegram_file_cache_send_method_check" CHECK("telegram_file_cache"."send_method" in ('video', 'audio', 'document'))
);
