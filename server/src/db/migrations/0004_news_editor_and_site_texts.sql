-- Existing rows get the slug their public URL already shows (the title without diacritics), made unique with a
-- number where two titles read alike; then the column becomes required.
ALTER TABLE "tintuc" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "tintuc" t SET "slug" = s.slug || CASE WHEN s.n > 1 THEN '-' || s.n ELSE '' END
FROM (
  SELECT "_id", coalesce(nullif(trim(both '-' from left(regexp_replace(lower(f_unaccent("tieude")), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'bai-viet') AS slug,
    row_number() OVER (PARTITION BY "phongkham_id", coalesce(nullif(trim(both '-' from left(regexp_replace(lower(f_unaccent("tieude")), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'bai-viet') ORDER BY "_id") AS n
  FROM "tintuc"
) s WHERE s."_id" = t."_id";--> statement-breakpoint
ALTER TABLE "tintuc" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tintuc" ADD COLUMN "seo_tieude" text;--> statement-breakpoint
ALTER TABLE "tintuc" ADD COLUMN "seo_mota" text;--> statement-breakpoint
ALTER TABLE "tintuc" ADD COLUMN "seo_hinhanh_id" uuid;--> statement-breakpoint
ALTER TABLE "tintuc" ADD COLUMN "tacgia_id" uuid;--> statement-breakpoint
ALTER TABLE "dmtintuc" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "dmtintuc" t SET "slug" = s.slug || CASE WHEN s.n > 1 THEN '-' || s.n ELSE '' END
FROM (
  SELECT "_id", coalesce(nullif(trim(both '-' from left(regexp_replace(lower(f_unaccent("tendanhmuc")), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'danh-muc') AS slug,
    row_number() OVER (PARTITION BY coalesce(nullif(trim(both '-' from left(regexp_replace(lower(f_unaccent("tendanhmuc")), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'danh-muc') ORDER BY "_id") AS n
  FROM "dmtintuc"
) s WHERE s."_id" = t."_id";--> statement-breakpoint
ALTER TABLE "dmtintuc" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "logo_id" uuid;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "giomocua" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "giomocua_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "ngaymocua" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "ngaymocua_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "giolamviec" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "giolamviec_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_tieude" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_tieude_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_noidung" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_noidung_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "vanhanhboi" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "vanhanhboi_en" text;--> statement-breakpoint
ALTER TABLE "tintuc" ADD CONSTRAINT "tintuc_seo_hinhanh_id_tep__id_fk" FOREIGN KEY ("seo_hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tintuc" ADD CONSTRAINT "tintuc_tacgia_id_nhanvien__id_fk" FOREIGN KEY ("tacgia_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting" ADD CONSTRAINT "setting_logo_id_tep__id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tintuc_slug" ON "tintuc" USING btree ("phongkham_id","slug") WHERE "tintuc"."deletedAt" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dmtintuc_slug" ON "dmtintuc" USING btree ("slug") WHERE "dmtintuc"."deletedAt" is null;