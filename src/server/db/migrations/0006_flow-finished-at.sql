-- A finished questionnaire stays finished while it is answered again (docs/decisions/0070-restart-keeps-medal.md):
-- flows already past 98 % count as finished at their last update.
ALTER TABLE "flow_progress" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "flow_progress" SET "finished_at" = "updated_at" WHERE "percentage" > 98;
