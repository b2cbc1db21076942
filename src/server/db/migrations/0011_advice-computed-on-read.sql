-- The advice is computed on read; the row keeps the input hash and the gas figure SQL aggregates over
-- (docs/decisions/0109-one-advice-pipeline.md).
ALTER TABLE "advice_results" DROP COLUMN "result";