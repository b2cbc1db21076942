ALTER TABLE "help_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incorrect_data_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "working_group_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "letter_text" text DEFAULT '' NOT NULL;