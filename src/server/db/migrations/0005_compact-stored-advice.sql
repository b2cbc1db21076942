-- Results stored as jsonb are dropped, not converted: each home's advice is recomputed on its next read or by
-- `recalculate` (docs/decisions/0066-compact-stored-advice.md). The compressed bytes gain nothing from TOAST
-- compression, so the column is stored EXTERNAL.
DELETE FROM "advice_results";--> statement-breakpoint
ALTER TABLE "advice_results" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "advice_results" ADD COLUMN "result" bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "advice_results" ALTER COLUMN "result" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "advice_results" ADD COLUMN "gas_m3_per_year" double precision NOT NULL;
