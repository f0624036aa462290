ALTER TABLE "thuoc" ADD COLUMN "maatc" text;--> statement-breakpoint
ALTER TABLE "thuoc" ADD CONSTRAINT "thuoc_maatc_check" CHECK ("thuoc"."maatc" ~ '^[A-Z][0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?$');