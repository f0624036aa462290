CREATE TABLE "lichhen" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"bacsi_id" uuid NOT NULL,
	"benhnhan_id" uuid NOT NULL,
	"batdau" timestamp with time zone NOT NULL,
	"ketthuc" timestamp with time zone NOT NULL,
	"trangthai" text DEFAULT 'DA_DAT' NOT NULL,
	"hoten" text NOT NULL,
	"dienthoai" text NOT NULL,
	"nguon" text NOT NULL,
	"ghichu" text,
	"yeucau_id" uuid,
	"nhanvien_id" uuid,
	"dongy_phienban" text,
	"dongy_luc" timestamp with time zone,
	"nhacnho_luc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lichhen_trangthai_check" CHECK ("lichhen"."trangthai" in ('DA_DAT', 'DA_XAC_NHAN', 'DA_DEN', 'KHONG_DEN', 'DA_HUY')),
	CONSTRAINT "lichhen_nguon_check" CHECK ("lichhen"."nguon" in ('WEB', 'NHAN_VIEN')),
	CONSTRAINT "lichhen_gio_check" CHECK ("lichhen"."batdau" < "lichhen"."ketthuc")
);
--> statement-breakpoint
CREATE TABLE "ngaynghi" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ngay" date NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lichlamviec_ngoaile" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"bacsi_id" uuid NOT NULL,
	"ngay" date NOT NULL,
	"loai" text NOT NULL,
	"batdau" time,
	"ketthuc" time,
	"ghichu" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lichlamviec_ngoaile_loai_check" CHECK ("lichlamviec_ngoaile"."loai" in ('NGHI', 'THEM')),
	CONSTRAINT "lichlamviec_ngoaile_gio_check" CHECK (("lichlamviec_ngoaile"."batdau" is null and "lichlamviec_ngoaile"."ketthuc" is null and "lichlamviec_ngoaile"."loai" = 'NGHI') or "lichlamviec_ngoaile"."batdau" < "lichlamviec_ngoaile"."ketthuc")
);
--> statement-breakpoint
ALTER TABLE "lichlamviec" ADD COLUMN "phong_id" uuid;--> statement-breakpoint
ALTER TABLE "bacsi" ADD COLUMN "thoiluong" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "lichhen" ADD CONSTRAINT "lichhen_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichhen" ADD CONSTRAINT "lichhen_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichhen" ADD CONSTRAINT "lichhen_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichhen" ADD CONSTRAINT "lichhen_yeucau_id_yeucau__id_fk" FOREIGN KEY ("yeucau_id") REFERENCES "public"."yeucau"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichhen" ADD CONSTRAINT "lichhen_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngaynghi" ADD CONSTRAINT "ngaynghi_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichlamviec_ngoaile" ADD CONSTRAINT "lichlamviec_ngoaile_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichlamviec_ngoaile" ADD CONSTRAINT "lichlamviec_ngoaile_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lichhen_bacsi_batdau" ON "lichhen" USING btree ("bacsi_id","batdau") WHERE "lichhen"."trangthai" <> 'DA_HUY';--> statement-breakpoint
CREATE INDEX "lichhen_phongkham_batdau" ON "lichhen" USING btree ("phongkham_id","batdau");--> statement-breakpoint
CREATE INDEX "lichhen_benhnhan" ON "lichhen" USING btree ("benhnhan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ngaynghi_phongkham_ngay" ON "ngaynghi" USING btree ("phongkham_id","ngay");--> statement-breakpoint
CREATE INDEX "lichlamviec_ngoaile_bacsi_ngay" ON "lichlamviec_ngoaile" USING btree ("bacsi_id","ngay");--> statement-breakpoint
ALTER TABLE "lichlamviec" ADD CONSTRAINT "lichlamviec_phong_id_danhmuc__id_fk" FOREIGN KEY ("phong_id") REFERENCES "public"."danhmuc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bacsi" ADD CONSTRAINT "bacsi_thoiluong_check" CHECK ("bacsi"."thoiluong" between 5 and 240);