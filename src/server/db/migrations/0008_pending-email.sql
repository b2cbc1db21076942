ALTER TABLE "participators" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "participators" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "participators" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participators" ADD CONSTRAINT "participators_pending_email_token_hash_unique" UNIQUE("pending_email_token_hash");