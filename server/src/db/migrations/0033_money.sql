CREATE TABLE "hoadon_dong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"loai" text NOT NULL,
	"chidinh_id" uuid,
	"dichvu_id" uuid,
	"thuoc_id" uuid,
	"sanpham_id" uuid,
	"ten" text NOT NULL,
	"donvitinh" text,
	"soluong" integer NOT NULL,
	"dongia" bigint NOT NULL,
	"giamgia_phantram" integer,
	"giamgia" bigint DEFAULT 0 NOT NULL,
	"giamgia_lydo" text,
	"thanhtien" bigint NOT NULL,
	"thutu" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hoadon_dong_loai_check" CHECK ("hoadon_dong"."loai" in ('DICH_VU', 'THUOC', 'SAN_PHAM', 'GOI')),
	CONSTRAINT "hoadon_dong_soluong_check" CHECK ("hoadon_dong"."soluong" > 0),
	CONSTRAINT "hoadon_dong_dongia_check" CHECK ("hoadon_dong"."dongia" >= 0),
	CONSTRAINT "hoadon_dong_giamgia_phantram_check" CHECK ("hoadon_dong"."giamgia_phantram" between 0 and 100),
	CONSTRAINT "hoadon_dong_giamgia_check" CHECK ("hoadon_dong"."giamgia" between 0 and "hoadon_dong"."soluong" * "hoadon_dong"."dongia"),
	CONSTRAINT "hoadon_dong_thanhtien_check" CHECK ("hoadon_dong"."thanhtien" = "hoadon_dong"."soluong" * "hoadon_dong"."dongia" - "hoadon_dong"."giamgia")
);
--> statement-breakpoint
CREATE TABLE "hoadon" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"so" text NOT NULL,
	"luotkham_id" uuid,
	"benhnhan_id" uuid,
	"khachhang" text,
	"trangthai" text DEFAULT 'NHAP' NOT NULL,
	"tongtien" bigint DEFAULT 0 NOT NULL,
	"giamgia_phantram" integer,
	"giamgia" bigint DEFAULT 0 NOT NULL,
	"giamgia_lydo" text,
	"giamgia_duyet" text DEFAULT 'KHONG_CAN' NOT NULL,
	"giamgia_nguoiduyet_id" uuid,
	"giamgia_duyet_luc" timestamp with time zone,
	"dathu" bigint DEFAULT 0 NOT NULL,
	"dahoan" bigint DEFAULT 0 NOT NULL,
	"phaitra" bigint DEFAULT 0 NOT NULL,
	"ghichu" text,
	"nhanvien_id" uuid,
	"phathanh_luc" timestamp with time zone,
	"huy_lydo" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hoadon_trangthai_check" CHECK ("hoadon"."trangthai" in ('NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN', 'DA_THANH_TOAN', 'DA_HUY')),
	CONSTRAINT "hoadon_giamgia_duyet_check" CHECK ("hoadon"."giamgia_duyet" in ('KHONG_CAN', 'CHO_DUYET', 'DA_DUYET')),
	CONSTRAINT "hoadon_tongtien_check" CHECK ("hoadon"."tongtien" >= 0),
	CONSTRAINT "hoadon_giamgia_check" CHECK ("hoadon"."giamgia" between 0 and "hoadon"."tongtien"),
	CONSTRAINT "hoadon_giamgia_phantram_check" CHECK ("hoadon"."giamgia_phantram" between 0 and 100),
	CONSTRAINT "hoadon_dahoan_check" CHECK ("hoadon"."dahoan" >= 0),
	CONSTRAINT "hoadon_phaitra_check" CHECK ("hoadon"."phaitra" = "hoadon"."tongtien" - "hoadon"."giamgia" - "hoadon"."dahoan"),
	CONSTRAINT "hoadon_dathu_check" CHECK ("hoadon"."dathu" between 0 and "hoadon"."phaitra")
);
--> statement-breakpoint
CREATE TABLE "cathungan" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"trangthai" text DEFAULT 'MO' NOT NULL,
	"tiendauca" bigint DEFAULT 0 NOT NULL,
	"mo_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"dong_luc" timestamp with time zone,
	"tienmatthucte" bigint,
	"tienmatdukien" bigint,
	"chenhlech" bigint,
	"lydo_chenhlech" text,
	"nguoiduyet_id" uuid,
	"theophuongthuc" jsonb,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cathungan_trangthai_check" CHECK ("cathungan"."trangthai" in ('MO', 'DA_DONG')),
	CONSTRAINT "cathungan_tiendauca_check" CHECK ("cathungan"."tiendauca" >= 0),
	CONSTRAINT "cathungan_tienmatthucte_check" CHECK ("cathungan"."tienmatthucte" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sochungtu" (
	"phongkham_id" uuid NOT NULL,
	"loai" text NOT NULL,
	"nam" integer NOT NULL,
	"so" integer NOT NULL,
	CONSTRAINT "sochungtu_phongkham_id_loai_nam_pk" PRIMARY KEY("phongkham_id","loai","nam"),
	CONSTRAINT "sochungtu_so_check" CHECK ("sochungtu"."so" > 0)
);
--> statement-breakpoint
CREATE TABLE "phieuthu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"so" text NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"benhnhan_id" uuid,
	"cathungan_id" uuid,
	"phuongthuc" text NOT NULL,
	"sotien" bigint NOT NULL,
	"tienkhachdua" bigint,
	"tienthoi" bigint,
	"magiaodich" text,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phieuthu_phuongthuc_check" CHECK ("phieuthu"."phuongthuc" in ('TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR')),
	CONSTRAINT "phieuthu_sotien_check" CHECK ("phieuthu"."sotien" > 0),
	CONSTRAINT "phieuthu_tienthoi_check" CHECK ("phieuthu"."tienthoi" >= 0 and "phieuthu"."tienkhachdua" = "phieuthu"."sotien" + "phieuthu"."tienthoi")
);
--> statement-breakpoint
CREATE TABLE "phieuchi" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"so" text NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"phieuthu_id" uuid,
	"benhnhan_id" uuid,
	"cathungan_id" uuid,
	"phuongthuc" text NOT NULL,
	"sotien" bigint NOT NULL,
	"lydo" text NOT NULL,
	"nguoiduyet_id" uuid,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phieuchi_phuongthuc_check" CHECK ("phieuchi"."phuongthuc" in ('TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR')),
	CONSTRAINT "phieuchi_sotien_check" CHECK ("phieuchi"."sotien" > 0)
);
--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "nganhang_bin" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "sotaikhoan" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "tentaikhoan" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "nguong_giamgia" bigint;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "nguong_hoantien" bigint;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "nguong_chenhlech" bigint;--> statement-breakpoint
ALTER TABLE "thuoc" ADD COLUMN "giaban" bigint;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_chidinh_id_chidinh__id_fk" FOREIGN KEY ("chidinh_id") REFERENCES "public"."chidinh"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_thuoc_id_thuoc__id_fk" FOREIGN KEY ("thuoc_id") REFERENCES "public"."thuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_luotkham_id_luotkham__id_fk" FOREIGN KEY ("luotkham_id") REFERENCES "public"."luotkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_giamgia_nguoiduyet_id_nhanvien__id_fk" FOREIGN KEY ("giamgia_nguoiduyet_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadon" ADD CONSTRAINT "hoadon_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cathungan" ADD CONSTRAINT "cathungan_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cathungan" ADD CONSTRAINT "cathungan_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cathungan" ADD CONSTRAINT "cathungan_nguoiduyet_id_nhanvien__id_fk" FOREIGN KEY ("nguoiduyet_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sochungtu" ADD CONSTRAINT "sochungtu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_cathungan_id_cathungan__id_fk" FOREIGN KEY ("cathungan_id") REFERENCES "public"."cathungan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_phieuthu_id_phieuthu__id_fk" FOREIGN KEY ("phieuthu_id") REFERENCES "public"."phieuthu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_cathungan_id_cathungan__id_fk" FOREIGN KEY ("cathungan_id") REFERENCES "public"."cathungan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_nguoiduyet_id_nhanvien__id_fk" FOREIGN KEY ("nguoiduyet_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hoadon_dong_chidinh" ON "hoadon_dong" USING btree ("chidinh_id") WHERE "hoadon_dong"."chidinh_id" is not null;--> statement-breakpoint
CREATE INDEX "hoadon_dong_hoadon" ON "hoadon_dong" USING btree ("hoadon_id","thutu");--> statement-breakpoint
CREATE UNIQUE INDEX "hoadon_so" ON "hoadon" USING btree ("phongkham_id","so");--> statement-breakpoint
CREATE UNIQUE INDEX "hoadon_luotkham_nhap" ON "hoadon" USING btree ("luotkham_id") WHERE "hoadon"."trangthai" = 'NHAP';--> statement-breakpoint
CREATE INDEX "hoadon_luotkham" ON "hoadon" USING btree ("luotkham_id");--> statement-breakpoint
CREATE INDEX "hoadon_benhnhan" ON "hoadon" USING btree ("benhnhan_id");--> statement-breakpoint
CREATE INDEX "hoadon_phongkham" ON "hoadon" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "cathungan_mo" ON "cathungan" USING btree ("nhanvien_id") WHERE "cathungan"."trangthai" = 'MO';--> statement-breakpoint
CREATE INDEX "cathungan_phongkham" ON "cathungan" USING btree ("phongkham_id","mo_luc");--> statement-breakpoint
CREATE UNIQUE INDEX "phieuthu_so" ON "phieuthu" USING btree ("phongkham_id","so");--> statement-breakpoint
CREATE INDEX "phieuthu_hoadon" ON "phieuthu" USING btree ("hoadon_id");--> statement-breakpoint
CREATE INDEX "phieuthu_cathungan" ON "phieuthu" USING btree ("cathungan_id");--> statement-breakpoint
CREATE INDEX "phieuthu_phongkham" ON "phieuthu" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "phieuchi_so" ON "phieuchi" USING btree ("phongkham_id","so");--> statement-breakpoint
CREATE INDEX "phieuchi_hoadon" ON "phieuchi" USING btree ("hoadon_id");--> statement-breakpoint
CREATE INDEX "phieuchi_cathungan" ON "phieuchi" USING btree ("cathungan_id");--> statement-breakpoint
CREATE INDEX "phieuchi_phongkham" ON "phieuchi" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
ALTER TABLE "phongkham" ADD CONSTRAINT "phongkham_nganhang_bin_check" CHECK ("phongkham"."nganhang_bin" ~ '^[0-9]{6}$');--> statement-breakpoint
ALTER TABLE "phongkham" ADD CONSTRAINT "phongkham_nguong_check" CHECK ("phongkham"."nguong_giamgia" >= 0 and "phongkham"."nguong_hoantien" >= 0 and "phongkham"."nguong_chenhlech" >= 0);--> statement-breakpoint
ALTER TABLE "thuoc" ADD CONSTRAINT "thuoc_giaban_check" CHECK ("thuoc"."giaban" >= 0);