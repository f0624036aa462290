ALTER TABLE "dangkythanhvien" ADD COLUMN "tinh_ma" text;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "xa_ma" text;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "diachi_day" text;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "dongy_phienban" text;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "dongy_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "makhuyenmai" text;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "giamgia" integer;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "khuyenmai_dadung_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD COLUMN "khuyenmai_dadung_boi" uuid;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_soluong" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "khuyenmai_giamgia" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD CONSTRAINT "dangkythanhvien_khuyenmai_dadung_boi_nhanvien__id_fk" FOREIGN KEY ("khuyenmai_dadung_boi") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dangkythanhvien_makhuyenmai" ON "dangkythanhvien" USING btree ("makhuyenmai");--> statement-breakpoint
CREATE UNIQUE INDEX "dangkythanhvien_dienthoai_khuyenmai" ON "dangkythanhvien" USING btree ("phongkham_id","dienthoai") WHERE "dangkythanhvien"."makhuyenmai" is not null;