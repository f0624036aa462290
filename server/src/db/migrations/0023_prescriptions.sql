CREATE TABLE "thuoc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"tenthuoc" text NOT NULL,
	"thanhphan" jsonb NOT NULL,
	"hoatchat" text DEFAULT '' NOT NULL,
	"dangbaoche" text NOT NULL,
	"donvitinh" text NOT NULL,
	"duongdung" text NOT NULL,
	"sodangky" text,
	"hangsanxuat" text,
	"nuocsanxuat" text,
	"loaithuoc" text DEFAULT 'THUONG' NOT NULL,
	"cachdung" text,
	"ghichu" text,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "thuoc_loaithuoc_check" CHECK ("thuoc"."loaithuoc" in ('THUONG', 'GAY_NGHIEN', 'HUONG_THAN', 'YHCT')),
	CONSTRAINT "thuoc_duongdung_check" CHECK ("thuoc"."duongdung" in ('UONG', 'NGAM', 'TIEM', 'TIEM_BAP', 'TIEM_TINH_MACH', 'BOI', 'DAN', 'NHO_MAT', 'NHO_MUI', 'NHO_TAI', 'XIT', 'HIT', 'DAT', 'SUC_MIENG'))
);
--> statement-breakpoint
CREATE TABLE "donthuoc_chitiet" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"donthuoc_id" uuid NOT NULL,
	"thutu" integer NOT NULL,
	"thuoc_id" uuid NOT NULL,
	"tenthuoc" text NOT NULL,
	"donvitinh" text NOT NULL,
	"lieu_moilan" double precision NOT NULL,
	"solan_ngay" integer NOT NULL,
	"songay" integer NOT NULL,
	"soluong" integer NOT NULL,
	"cachdung" text,
	CONSTRAINT "donthuoc_chitiet_soluong_check" CHECK ("donthuoc_chitiet"."soluong" > 0)
);
--> statement-breakpoint
CREATE TABLE "donthuoc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"luotkham_id" uuid NOT NULL,
	"benhnhan_id" uuid NOT NULL,
	"bacsi_id" uuid,
	"madonthuoc" text NOT NULL,
	"loaidon" text DEFAULT 'c' NOT NULL,
	"trangthai" text DEFAULT 'NHAP' NOT NULL,
	"cccd" text,
	"chandoan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chandoan_ghichu" text,
	"loidan" text,
	"ngaytaikham" date,
	"tuoi_thang" integer,
	"cannang" double precision,
	"nguoigiamho" text,
	"kyluc" timestamp with time zone,
	"nguoiky_id" uuid,
	"huyluc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donthuoc_trangthai_check" CHECK ("donthuoc"."trangthai" in ('NHAP', 'DA_KY', 'HUY')),
	CONSTRAINT "donthuoc_loaidon_check" CHECK ("donthuoc"."loaidon" in ('c', 'n', 'h', 'y'))
);
--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "malienthong" text;--> statement-breakpoint
ALTER TABLE "donthuoc_chitiet" ADD CONSTRAINT "donthuoc_chitiet_donthuoc_id_donthuoc__id_fk" FOREIGN KEY ("donthuoc_id") REFERENCES "public"."donthuoc"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc_chitiet" ADD CONSTRAINT "donthuoc_chitiet_thuoc_id_thuoc__id_fk" FOREIGN KEY ("thuoc_id") REFERENCES "public"."thuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_luotkham_id_luotkham__id_fk" FOREIGN KEY ("luotkham_id") REFERENCES "public"."luotkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_nguoiky_id_nhanvien__id_fk" FOREIGN KEY ("nguoiky_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thuoc_sodangky" ON "thuoc" USING btree ("sodangky") WHERE "thuoc"."deletedAt" is null and "thuoc"."sodangky" is not null;--> statement-breakpoint
CREATE INDEX "thuoc_tenthuoc_search" ON "thuoc" USING gin (f_unaccent(lower("tenthuoc")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "thuoc_hoatchat_search" ON "thuoc" USING gin (f_unaccent(lower("hoatchat")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donthuoc_chitiet_donthuoc" ON "donthuoc_chitiet" USING btree ("donthuoc_id","thutu");--> statement-breakpoint
CREATE INDEX "donthuoc_chitiet_thuoc" ON "donthuoc_chitiet" USING btree ("thuoc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donthuoc_madonthuoc" ON "donthuoc" USING btree (left("madonthuoc", 12));--> statement-breakpoint
CREATE INDEX "donthuoc_luotkham" ON "donthuoc" USING btree ("luotkham_id");--> statement-breakpoint
CREATE INDEX "donthuoc_benhnhan" ON "donthuoc" USING btree ("benhnhan_id","createdAt");--> statement-breakpoint
CREATE INDEX "donthuoc_phongkham_created" ON "donthuoc" USING btree ("phongkham_id","createdAt");