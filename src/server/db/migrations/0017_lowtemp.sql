CREATE TABLE "low_temperature_overviews" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"overview" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_temperature_test_days" (
	"test_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"date" text NOT NULL,
	"all_warm" boolean NOT NULL,
	"cold_rooms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_temperature_test_days_test_id_date_pk" PRIMARY KEY("test_id","date")
);
--> statement-breakpoint
CREATE TABLE "low_temperature_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"set_point_c" integer NOT NULL,
	"start_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "low_temperature_overviews" ADD CONSTRAINT "low_temperature_overviews_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_test_days" ADD CONSTRAINT "low_temperature_test_days_test_id_low_temperature_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."low_temperature_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_test_days" ADD CONSTRAINT "low_temperature_test_days_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_tests" ADD CONSTRAINT "low_temperature_tests_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_tests" ADD CONSTRAINT "low_temperature_tests_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "low_temperature_tests_household_home" ON "low_temperature_tests" USING btree ("participator_id","real_estate_id");