ALTER TABLE "demo" ADD COLUMN "lichsu_den" date;--> statement-breakpoint
ALTER TABLE "demo" ADD COLUMN "homnay" date;--> statement-breakpoint
-- A demo made before its progress was recorded counts as made: its start made the whole of it or stopped for good.
UPDATE "demo" SET "homnay" = ("createdAt" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, "lichsu_den" = ("createdAt" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date - 1;
