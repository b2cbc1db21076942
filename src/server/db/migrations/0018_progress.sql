CREATE TABLE "route_progress_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"progress" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_progress_publications" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"progress" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_progress_history" ADD CONSTRAINT "route_progress_history_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_progress_publications" ADD CONSTRAINT "route_progress_publications_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_progress_history_campaign" ON "route_progress_history" USING btree ("measurement_id","published_at");