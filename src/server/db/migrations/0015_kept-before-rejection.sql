ALTER TABLE "preferences" ADD COLUMN "advice_id_before_rejection" integer;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "sentiment_before_rejection" integer;