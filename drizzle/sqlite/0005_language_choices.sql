CREATE TABLE `language_choices` (
	`platform` text NOT NULL,
	`scope` text NOT NULL,
	`subject_id` text NOT NULL,
	`locale` text NOT NULL,
	`set_by` text NOT NULL,
	`set_at` integer NOT NULL,
	PRIMARY KEY(`platform`, `scope`, `subject_id`),
	CONSTRAINT "language_choices_platform_check" CHECK("language_choices"."platform" in ('telegram', 'discord')),
	CONSTRAINT "language_choices_scope_check" CHECK("language_choices"."scope" in ('user', 'chat'))
);
