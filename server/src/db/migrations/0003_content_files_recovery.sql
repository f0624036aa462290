CREATE TABLE "benh" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tenbenh" text NOT NULL,
	"tenbenh_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"hinhanh_id" uuid,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bacsi" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"hocham" text,
	"chuyenkhoa" text NOT NULL,
	"chuyenkhoa_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"namkinhnghiem" integer,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tep" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid,
	"tenfile" text NOT NULL,
	"duongdan" text NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"folder_id" text,
	"loai" text NOT NULL,
	"kichthuoc" integer NOT NULL,
	"chieurong" integer,
	"chieucao" integer,
	"createdBy" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tep_duongdan_unique" UNIQUE("duongdan")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"error" text,
	"sentAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dangkythanhvien" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"hoten" text NOT NULL,
	"dienthoai" text NOT NULL,
	"email" text,
	"ngaysinh" date,
	"diachi" text,
	"ghichu" text,
	"trangthai" text DEFAULT 'MOI' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tintuc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dmtintuc_id" uuid NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"hinhanh_id" uuid,
	"noibat" boolean DEFAULT false NOT NULL,
	"ngaydang" timestamp with time zone DEFAULT now() NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trang" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"hinhanh_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trang_ma_check" CHECK ("trang"."ma" in ('GIOI_THIEU', 'TU_THIEN', 'XET_DUYET_HO_SO', 'DANG_KY_THANH_VIEN'))
);
--> statement-breakpoint
CREATE TABLE "khoiphucmatkhau" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"kenh" text NOT NULL,
	"codeHash" text,
	"resetTokenHash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"confirmedAt" timestamp with time zone,
	"usedAt" timestamp with time zone,
	"ip" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khoiphucmatkhau_resetTokenHash_unique" UNIQUE("resetTokenHash"),
	CONSTRAINT "khoiphucmatkhau_kenh_check" CHECK ("khoiphucmatkhau"."kenh" in ('EMAIL', 'SMS'))
);
--> statement-breakpoint
CREATE TABLE "dmsanpham" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tendanhmuc" text NOT NULL,
	"tendanhmuc_en" text,
	"thutu" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sanpham" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dmsanpham_id" uuid,
	"tensanpham" text NOT NULL,
	"tensanpham_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"gia" bigint,
	"hinhanh_id" uuid,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "sanpham_gia_check" CHECK ("sanpham"."gia" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xetduyethoso" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"hoten" text NOT NULL,
	"dienthoai" text NOT NULL,
	"email" text,
	"tenbenhnhan" text NOT NULL,
	"namsinh" integer,
	"diachi" text,
	"chandoan" text,
	"hoancanh" text NOT NULL,
	"trangthai" text DEFAULT 'MOI' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dmdichvu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tendanhmuc" text NOT NULL,
	"tendanhmuc_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"hinhanh_id" uuid,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dichvu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dmdichvu_id" uuid NOT NULL,
	"tendichvu" text NOT NULL,
	"tendichvu_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"gia" bigint NOT NULL,
	"donvitinh" text,
	"donvitinh_en" text,
	"hinhanh_id" uuid,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "dichvu_gia_check" CHECK ("dichvu"."gia" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"provider" text DEFAULT 'outbox' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taitro" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"benhnhan" text,
	"chiphi" bigint DEFAULT 0 NOT NULL,
	"dataitro" bigint DEFAULT 0 NOT NULL,
	"trangthai" text DEFAULT 'DANG_KEU_GOI' NOT NULL,
	"hinhanh_id" uuid,
	"ngaydang" timestamp with time zone DEFAULT now() NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "taitro_trangthai_check" CHECK ("taitro"."trangthai" in ('DANG_KEU_GOI', 'DA_PHAU_THUAT')),
	CONSTRAINT "taitro_sotien_check" CHECK ("taitro"."chiphi" >= 0 and "taitro"."dataitro" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cauchuyen" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"mota" text,
	"mota_en" text,
	"noidung" text,
	"noidung_en" text,
	"hinhanh_id" uuid,
	"ngaydang" timestamp with time zone DEFAULT now() NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "benh" ADD CONSTRAINT "benh_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benh" ADD CONSTRAINT "benh_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bacsi" ADD CONSTRAINT "bacsi_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bacsi" ADD CONSTRAINT "bacsi_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tep" ADD CONSTRAINT "tep_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dangkythanhvien" ADD CONSTRAINT "dangkythanhvien_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tintuc" ADD CONSTRAINT "tintuc_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tintuc" ADD CONSTRAINT "tintuc_dmtintuc_id_dmtintuc__id_fk" FOREIGN KEY ("dmtintuc_id") REFERENCES "public"."dmtintuc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tintuc" ADD CONSTRAINT "tintuc_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trang" ADD CONSTRAINT "trang_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trang" ADD CONSTRAINT "trang_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khoiphucmatkhau" ADD CONSTRAINT "khoiphucmatkhau_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmsanpham" ADD CONSTRAINT "dmsanpham_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanpham" ADD CONSTRAINT "sanpham_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanpham" ADD CONSTRAINT "sanpham_dmsanpham_id_dmsanpham__id_fk" FOREIGN KEY ("dmsanpham_id") REFERENCES "public"."dmsanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanpham" ADD CONSTRAINT "sanpham_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD CONSTRAINT "xetduyethoso_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmdichvu" ADD CONSTRAINT "dmdichvu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmdichvu" ADD CONSTRAINT "dmdichvu_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichvu" ADD CONSTRAINT "dichvu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichvu" ADD CONSTRAINT "dichvu_dmdichvu_id_dmdichvu__id_fk" FOREIGN KEY ("dmdichvu_id") REFERENCES "public"."dmdichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichvu" ADD CONSTRAINT "dichvu_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taitro" ADD CONSTRAINT "taitro_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taitro" ADD CONSTRAINT "taitro_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cauchuyen" ADD CONSTRAINT "cauchuyen_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cauchuyen" ADD CONSTRAINT "cauchuyen_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bacsi_nhanvien_unique" ON "bacsi" USING btree ("nhanvien_id");--> statement-breakpoint
CREATE INDEX "tep_folder" ON "tep" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "dangkythanhvien_created" ON "dangkythanhvien" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "tintuc_listing" ON "tintuc" USING btree ("phongkham_id","ngaydang");--> statement-breakpoint
CREATE INDEX "tintuc_dmtintuc" ON "tintuc" USING btree ("dmtintuc_id");--> statement-breakpoint
CREATE INDEX "tintuc_tieude_search" ON "tintuc" USING gin (f_unaccent(lower("tieude")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trang_phongkham_ma" ON "trang" USING btree ("phongkham_id","ma");--> statement-breakpoint
CREATE INDEX "khoiphucmatkhau_nhanvien" ON "khoiphucmatkhau" USING btree ("nhanvien_id","createdAt");--> statement-breakpoint
CREATE INDEX "sanpham_dmsanpham" ON "sanpham" USING btree ("dmsanpham_id");--> statement-breakpoint
CREATE INDEX "xetduyethoso_created" ON "xetduyethoso" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "dichvu_dmdichvu" ON "dichvu" USING btree ("dmdichvu_id");--> statement-breakpoint
ALTER TABLE "nhanvien" ADD CONSTRAINT "nhanvien_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;