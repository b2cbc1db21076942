CREATE TABLE "neighbourhood_figures" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"gas_m3_per_year" integer NOT NULL,
	"households_at_least" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advice_results" ADD COLUMN "gas_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "neighbourhood_figures" ADD CONSTRAINT "neighbourhood_figures_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;