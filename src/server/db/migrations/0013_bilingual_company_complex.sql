ALTER TABLE "company" ADD COLUMN "company_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "company_name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "company_director_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "company_director_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "company_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "company_name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "director_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "director_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "address_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "address_ru" text DEFAULT '' NOT NULL;