ALTER TABLE "real_estate_objects" ADD COLUMN "registered_build_year" integer;--> statement-breakpoint
-- Corrections made before this column existed kept the register's value only in the house profile.
UPDATE "real_estate_objects" SET "registered_build_year" = ("house_profiles"."fields"->'registeredBuildYear'->>'value')::integer FROM "house_profiles" WHERE "house_profiles"."real_estate_id" = "real_estate_objects"."id" AND "house_profiles"."fields" ? 'registeredBuildYear';
