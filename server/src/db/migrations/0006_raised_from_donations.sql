-- What an operation has raised becomes the sum of its recorded donations. The typed total each operation held is
-- kept as one donation from an unnamed sponsor, dated the day the operation was posted, so no figure changes.
INSERT INTO "quyengop" ("_id", "taitro_id", "nhataitro", "sotien", "ngay", "congkhai", "ghichu")
SELECT gen_random_uuid(), "_id", 'Nhà hảo tâm', "dataitro", ("ngaydang" AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, false,
  'Tổng đã quyên góp trước khi ghi từng khoản'
FROM "taitro" WHERE "dataitro" > 0;--> statement-breakpoint
ALTER TABLE "taitro" DROP COLUMN "dataitro";
