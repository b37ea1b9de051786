ALTER TABLE "addresses" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "postcode" text;