CREATE TABLE "benh_bacsi" (
	"benh_id" uuid NOT NULL,
	"bacsi_id" uuid NOT NULL,
	CONSTRAINT "benh_bacsi_benh_id_bacsi_id_pk" PRIMARY KEY("benh_id","bacsi_id")
);
--> statement-breakpoint
CREATE TABLE "benh_dichvu" (
	"benh_id" uuid NOT NULL,
	"dichvu_id" uuid NOT NULL,
	CONSTRAINT "benh_dichvu_benh_id_dichvu_id_pk" PRIMARY KEY("benh_id","dichvu_id")
);
--> statement-breakpoint
CREATE TABLE "lichlamviec" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"bacsi_id" uuid NOT NULL,
	"thu" smallint NOT NULL,
	"batdau" time NOT NULL,
	"ketthuc" time NOT NULL,
	"ghichu" text,
	"ghichu_en" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lichlamviec_thu_check" CHECK ("lichlamviec"."thu" between 1 and 7),
	CONSTRAINT "lichlamviec_gio_check" CHECK ("lichlamviec"."batdau" < "lichlamviec"."ketthuc")
);
--> statement-breakpoint
CREATE TABLE "quyengop" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"taitro_id" uuid NOT NULL,
	"nhataitro" text NOT NULL,
	"sotien" bigint NOT NULL,
	"ngay" date NOT NULL,
	"congkhai" boolean DEFAULT false NOT NULL,
	"ghichu" text,
	"nguoighi_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "quyengop_sotien_check" CHECK ("quyengop"."sotien" > 0)
);
--> statement-breakpoint
CREATE TABLE "dmfaq" (
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
CREATE TABLE "faq" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dmfaq_id" uuid NOT NULL,
	"cauhoi" text NOT NULL,
	"cauhoi_en" text,
	"traloi" text NOT NULL,
	"traloi_en" text,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hienthi" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dmhuongdan" (
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
CREATE TABLE "huongdan" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dmhuongdan_id" uuid NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
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
ALTER TABLE "trang" DROP CONSTRAINT "trang_ma_check";--> statement-breakpoint
ALTER TABLE "taitro" DROP CONSTRAINT "taitro_sotien_check";--> statement-breakpoint
ALTER TABLE "bacsi" ADD COLUMN "hocham_en" text;--> statement-breakpoint
ALTER TABLE "bacsi" ADD COLUMN "sochungchi" text;--> statement-breakpoint
ALTER TABLE "bacsi" ADD COLUMN "hinhanh_id" uuid;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "bacsi_id" uuid;--> statement-breakpoint
ALTER TABLE "dichvu" ADD COLUMN "loai" text DEFAULT 'KHAC' NOT NULL;--> statement-breakpoint
ALTER TABLE "dichvu" ADD COLUMN "ghichu" text;--> statement-breakpoint
ALTER TABLE "dichvu" ADD COLUMN "ghichu_en" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "bando_vido" double precision;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "bando_kinhdo" double precision;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "chiduong" text;--> statement-breakpoint
ALTER TABLE "setting" ADD COLUMN "chiduong_en" text;--> statement-breakpoint
ALTER TABLE "taitro" ADD COLUMN "benhnhan_en" text;--> statement-breakpoint
ALTER TABLE "cauchuyen" ADD COLUMN "taitro_id" uuid;--> statement-breakpoint
ALTER TABLE "benh_bacsi" ADD CONSTRAINT "benh_bacsi_benh_id_benh__id_fk" FOREIGN KEY ("benh_id") REFERENCES "public"."benh"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benh_bacsi" ADD CONSTRAINT "benh_bacsi_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benh_dichvu" ADD CONSTRAINT "benh_dichvu_benh_id_benh__id_fk" FOREIGN KEY ("benh_id") REFERENCES "public"."benh"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benh_dichvu" ADD CONSTRAINT "benh_dichvu_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lichlamviec" ADD CONSTRAINT "lichlamviec_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quyengop" ADD CONSTRAINT "quyengop_taitro_id_taitro__id_fk" FOREIGN KEY ("taitro_id") REFERENCES "public"."taitro"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quyengop" ADD CONSTRAINT "quyengop_nguoighi_id_nhanvien__id_fk" FOREIGN KEY ("nguoighi_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmfaq" ADD CONSTRAINT "dmfaq_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_dmfaq_id_dmfaq__id_fk" FOREIGN KEY ("dmfaq_id") REFERENCES "public"."dmfaq"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmhuongdan" ADD CONSTRAINT "dmhuongdan_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "huongdan" ADD CONSTRAINT "huongdan_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "huongdan" ADD CONSTRAINT "huongdan_dmhuongdan_id_dmhuongdan__id_fk" FOREIGN KEY ("dmhuongdan_id") REFERENCES "public"."dmhuongdan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "huongdan" ADD CONSTRAINT "huongdan_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benh_bacsi_bacsi" ON "benh_bacsi" USING btree ("bacsi_id");--> statement-breakpoint
CREATE INDEX "benh_dichvu_dichvu" ON "benh_dichvu" USING btree ("dichvu_id");--> statement-breakpoint
CREATE INDEX "lichlamviec_bacsi" ON "lichlamviec" USING btree ("bacsi_id","thu","batdau");--> statement-breakpoint
CREATE INDEX "quyengop_taitro" ON "quyengop" USING btree ("taitro_id","ngay");--> statement-breakpoint
CREATE INDEX "faq_dmfaq" ON "faq" USING btree ("dmfaq_id");--> statement-breakpoint
CREATE INDEX "faq_cauhoi_search" ON "faq" USING gin (f_unaccent(lower("cauhoi")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "huongdan_dmhuongdan" ON "huongdan" USING btree ("dmhuongdan_id");--> statement-breakpoint
ALTER TABLE "bacsi" ADD CONSTRAINT "bacsi_hinhanh_id_tep__id_fk" FOREIGN KEY ("hinhanh_id") REFERENCES "public"."tep"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeucau" ADD CONSTRAINT "yeucau_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cauchuyen" ADD CONSTRAINT "cauchuyen_taitro_id_taitro__id_fk" FOREIGN KEY ("taitro_id") REFERENCES "public"."taitro"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trang" ADD CONSTRAINT "trang_ma_check" CHECK ("trang"."ma" in ('GIOI_THIEU', 'LIEN_HE', 'TU_THIEN', 'XET_DUYET_HO_SO', 'DANG_KY_THANH_VIEN', 'CHINH_SACH_BAO_MAT', 'DIEU_KHOAN_SU_DUNG'));--> statement-breakpoint
ALTER TABLE "dichvu" ADD CONSTRAINT "dichvu_loai_check" CHECK ("dichvu"."loai" in ('KHAM', 'XET_NGHIEM', 'CHAN_DOAN_HINH_ANH', 'THU_THUAT', 'KHAC'));--> statement-breakpoint
ALTER TABLE "taitro" ADD CONSTRAINT "taitro_chiphi_check" CHECK ("taitro"."chiphi" >= 0);