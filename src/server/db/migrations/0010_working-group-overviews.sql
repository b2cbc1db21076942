CREATE TABLE "working_group_overviews" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"overview" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "working_group_overviews" ADD CONSTRAINT "working_group_overviews_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;