ALTER TABLE "hoadon_dong" ADD COLUMN "giamgia_nguoi_id" uuid;--> statement-breakpoint
ALTER TABLE "hoadon" ADD COLUMN "giamgia_nguoi_id" uuid;--> statement-breakpoint
ALTER TABLE "hoadon" ADD COLUMN "makhuyenmai" text;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_giamgia_nguoi_id_nhanvien__id_fk" FOREIGN KEY ("giamgia_nguoi_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_giamgia_nguoi_id_nhanvien__id_fk" FOREIGN KEY ("giamgia_nguoi_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hoadon_makhuyenmai" ON "hoadon" USING btree ("makhuyenmai") WHERE "hoadon"."makhuyenmai" is not null and "hoadon"."trangthai" <> 'DA_HUY';