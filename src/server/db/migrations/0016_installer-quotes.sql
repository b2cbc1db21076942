CREATE TABLE "installer_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"label" text NOT NULL,
	"solution_code" text NOT NULL,
	"output_kw" double precision,
	"output_rated_at" text,
	"max_flow_c" integer,
	"price_eur" double precision NOT NULL,
	"includes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installer_quotes_participator_home_idx" ON "installer_quotes" USING btree ("participator_id","real_estate_id");