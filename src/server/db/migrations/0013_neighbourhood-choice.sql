CREATE TABLE "neighbourhood_choices" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"scenarios" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startanalyse_outcomes" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"buurt_code" text NOT NULL,
	"buurt_name" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"area_ha" double precision,
	"national_costs" jsonb NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "neighbourhood_choices" ADD CONSTRAINT "neighbourhood_choices_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startanalyse_outcomes" ADD CONSTRAINT "startanalyse_outcomes_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;