ALTER TABLE "lichsuhoatdong" ADD COLUMN "phongkham_id" uuid;--> statement-breakpoint
CREATE INDEX "lichsuhoatdong_phongkham" ON "lichsuhoatdong" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
-- Backfill (docs/decisions/0037): a row takes the clinic of the record it names, where that record's table has one;
-- an addendum the clinic of its examination; what is left, the clinic of the staff member who acted.
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.columns i
      ON i.table_schema = c.table_schema AND i.table_name = c.table_name AND i.column_name = '_id'
    WHERE c.table_schema = current_schema() AND c.column_name = 'phongkham_id' AND c.table_name <> 'lichsuhoatdong'
  LOOP
    EXECUTE format(
      'UPDATE "lichsuhoatdong" l SET "phongkham_id" = r."phongkham_id" FROM %I r '
      'WHERE l."phongkham_id" IS NULL AND l."tainguyen" = %L AND l."banghi_id" = r."_id"::text',
      t, t);
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE "lichsuhoatdong" l SET "phongkham_id" = r."_id" FROM "phongkham" r
WHERE l."phongkham_id" IS NULL AND l."tainguyen" = 'phongkham' AND l."banghi_id" = r."_id"::text;
--> statement-breakpoint
UPDATE "lichsuhoatdong" l SET "phongkham_id" = r."phongkham_id" FROM "khambenh" r
WHERE l."phongkham_id" IS NULL AND l."tainguyen" = 'khambenh_bosung' AND l."sau"->>'khambenh_id' = r."_id"::text;
--> statement-breakpoint
UPDATE "lichsuhoatdong" l SET "phongkham_id" = s."phongkham_id" FROM "nhanvien" s
WHERE l."phongkham_id" IS NULL AND l."nhanvien_id" = s."_id";
