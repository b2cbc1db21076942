CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_estate_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" text NOT NULL,
	"gas_m3" double precision,
	"electricity_kwh" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_days" (
	"station" integer NOT NULL,
	"date" text NOT NULL,
	"mean_c" double precision NOT NULL,
	CONSTRAINT "weather_days_station_date_pk" PRIMARY KEY("station","date")
);
--> statement-breakpoint
CREATE TABLE "weather_stations" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_days" ADD CONSTRAINT "weather_days_station_weather_stations_code_fk" FOREIGN KEY ("station") REFERENCES "public"."weather_stations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_home_kind_date" ON "meter_readings" USING btree ("real_estate_id","kind","date");--> statement-breakpoint
CREATE INDEX "meter_readings_participator_idx" ON "meter_readings" USING btree ("participator_id");