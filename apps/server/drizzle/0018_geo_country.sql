-- Every area stored before this migration came from the Bangladesh seed or a Bangladesh import.
ALTER TABLE "geo_areas" ADD COLUMN "country_code" text DEFAULT 'BD' NOT NULL;--> statement-breakpoint
ALTER TABLE "geo_areas" ALTER COLUMN "country_code" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "geo_areas_country_level_idx" ON "geo_areas" USING btree ("country_code","level");
