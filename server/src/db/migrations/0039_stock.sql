CREATE TABLE "lohang" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"thuoc_id" uuid,
	"sanpham_id" uuid,
	"solo" text NOT NULL,
	"handung" date NOT NULL,
	"soluong" integer DEFAULT 0 NOT NULL,
	"gianhap" bigint DEFAULT 0 NOT NULL,
	"giaban" bigint DEFAULT 0 NOT NULL,
	"nhacungcap_id" uuid,
	"sohoadon" text,
	"tamgiu" boolean DEFAULT false NOT NULL,
	"tamgiu_lydo" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lohang_soluong_check" CHECK ("lohang"."soluong" >= 0),
	CONSTRAINT "lohang_gianhap_check" CHECK ("lohang"."gianhap" >= 0),
	CONSTRAINT "lohang_giaban_check" CHECK ("lohang"."giaban" >= 0),
	CONSTRAINT "lohang_mathang_check" CHECK (("lohang"."thuoc_id" is null) <> ("lohang"."sanpham_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kho_dinhmuc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"thuoc_id" uuid,
	"sanpham_id" uuid,
	"muc" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kho_dinhmuc_muc_check" CHECK ("kho_dinhmuc"."muc" >= 0),
	CONSTRAINT "kho_dinhmuc_mathang_check" CHECK (("kho_dinhmuc"."thuoc_id" is null) <> ("kho_dinhmuc"."sanpham_id" is null))
);
--> statement-breakpoint
CREATE TABLE "phieukho_dong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phieukho_id" uuid NOT NULL,
	"stt" bigint GENERATED ALWAYS AS IDENTITY (sequence name "phieukho_dong_stt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thutu" integer DEFAULT 0 NOT NULL,
	"kho_id" uuid NOT NULL,
	"lohang_id" uuid NOT NULL,
	"thuoc_id" uuid,
	"sanpham_id" uuid,
	"soluong" integer NOT NULL,
	"tonsau" integer NOT NULL,
	"gianhap" bigint DEFAULT 0 NOT NULL,
	"giaban" bigint DEFAULT 0 NOT NULL,
	"donthuoc_chitiet_id" uuid,
	"hoadon_dong_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phieukho_dong_soluong_check" CHECK ("phieukho_dong"."soluong" <> 0),
	CONSTRAINT "phieukho_dong_tonsau_check" CHECK ("phieukho_dong"."tonsau" >= 0),
	CONSTRAINT "phieukho_dong_mathang_check" CHECK (("phieukho_dong"."thuoc_id" is null) <> ("phieukho_dong"."sanpham_id" is null))
);
--> statement-breakpoint
CREATE TABLE "phieukho" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"so" text NOT NULL,
	"loai" text NOT NULL,
	"lydo" text,
	"kho_id" uuid NOT NULL,
	"kho_den_id" uuid,
	"nhacungcap_id" uuid,
	"sohoadon" text,
	"ngay" date NOT NULL,
	"ghichu" text,
	"nguoichungkien" jsonb,
	"donthuoc_id" uuid,
	"hoadon_id" uuid,
	"goc_id" uuid,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phieukho_loai_check" CHECK ("phieukho"."loai" in ('NHAP', 'XUAT', 'CHUYEN', 'TRA_NCC', 'HUY', 'KIEM_KE', 'TON_DAU', 'TRA_LAI')),
	CONSTRAINT "phieukho_lydo_check" CHECK (("phieukho"."loai" = 'XUAT') = ("phieukho"."lydo" is not null)),
	CONSTRAINT "phieukho_lydo_values_check" CHECK ("phieukho"."lydo" in ('PHAT_THUOC', 'BAN_LE', 'SU_DUNG_NOI_BO')),
	CONSTRAINT "phieukho_chuyen_check" CHECK (("phieukho"."loai" = 'CHUYEN') = ("phieukho"."kho_den_id" is not null)),
	CONSTRAINT "phieukho_chuyen_khac_check" CHECK ("phieukho"."kho_den_id" <> "phieukho"."kho_id")
);
--> statement-breakpoint
CREATE TABLE "kho" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ten" text NOT NULL,
	"loai" text NOT NULL,
	"ghichu" text,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "kho_loai_check" CHECK ("kho"."loai" in ('NHA_THUOC', 'VAT_TU', 'THU_THUAT', 'KHAC'))
);
--> statement-breakpoint
ALTER TABLE "hopthudi" DROP CONSTRAINT "hopthudi_kenh";--> statement-breakpoint
ALTER TABLE "donthuoc" DROP CONSTRAINT "donthuoc_trangthai_check";--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD COLUMN "lohang_id" uuid;--> statement-breakpoint
ALTER TABLE "thuoc" ADD COLUMN "quycach" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lohang" ADD CONSTRAINT "lohang_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lohang" ADD CONSTRAINT "lohang_kho_id_kho__id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lohang" ADD CONSTRAINT "lohang_thuoc_id_thuoc__id_fk" FOREIGN KEY ("thuoc_id") REFERENCES "public"."thuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lohang" ADD CONSTRAINT "lohang_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lohang" ADD CONSTRAINT "lohang_nhacungcap_id_nhacungcap__id_fk" FOREIGN KEY ("nhacungcap_id") REFERENCES "public"."nhacungcap"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho_dinhmuc" ADD CONSTRAINT "kho_dinhmuc_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho_dinhmuc" ADD CONSTRAINT "kho_dinhmuc_kho_id_kho__id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho_dinhmuc" ADD CONSTRAINT "kho_dinhmuc_thuoc_id_thuoc__id_fk" FOREIGN KEY ("thuoc_id") REFERENCES "public"."thuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho_dinhmuc" ADD CONSTRAINT "kho_dinhmuc_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_phieukho_id_phieukho__id_fk" FOREIGN KEY ("phieukho_id") REFERENCES "public"."phieukho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_kho_id_kho__id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_lohang_id_lohang__id_fk" FOREIGN KEY ("lohang_id") REFERENCES "public"."lohang"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_thuoc_id_thuoc__id_fk" FOREIGN KEY ("thuoc_id") REFERENCES "public"."thuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho_dong" ADD CONSTRAINT "phieukho_dong_donthuoc_chitiet_id_donthuoc_chitiet__id_fk" FOREIGN KEY ("donthuoc_chitiet_id") REFERENCES "public"."donthuoc_chitiet"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_kho_id_kho__id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_kho_den_id_kho__id_fk" FOREIGN KEY ("kho_den_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_nhacungcap_id_nhacungcap__id_fk" FOREIGN KEY ("nhacungcap_id") REFERENCES "public"."nhacungcap"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_donthuoc_id_donthuoc__id_fk" FOREIGN KEY ("donthuoc_id") REFERENCES "public"."donthuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_goc_id_phieukho__id_fk" FOREIGN KEY ("goc_id") REFERENCES "public"."phieukho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phieukho" ADD CONSTRAINT "phieukho_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kho" ADD CONSTRAINT "kho_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lohang_thuoc_solo" ON "lohang" USING btree ("kho_id","thuoc_id","solo","handung") WHERE "lohang"."thuoc_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lohang_sanpham_solo" ON "lohang" USING btree ("kho_id","sanpham_id","solo","handung") WHERE "lohang"."sanpham_id" is not null;--> statement-breakpoint
CREATE INDEX "lohang_thuoc_handung" ON "lohang" USING btree ("thuoc_id","kho_id","handung");--> statement-breakpoint
CREATE INDEX "lohang_sanpham_handung" ON "lohang" USING btree ("sanpham_id","kho_id","handung");--> statement-breakpoint
CREATE INDEX "lohang_phongkham_handung" ON "lohang" USING btree ("phongkham_id","handung");--> statement-breakpoint
CREATE UNIQUE INDEX "kho_dinhmuc_thuoc" ON "kho_dinhmuc" USING btree ("kho_id","thuoc_id") WHERE "kho_dinhmuc"."thuoc_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kho_dinhmuc_sanpham" ON "kho_dinhmuc" USING btree ("kho_id","sanpham_id") WHERE "kho_dinhmuc"."sanpham_id" is not null;--> statement-breakpoint
CREATE INDEX "phieukho_dong_phieukho" ON "phieukho_dong" USING btree ("phieukho_id","thutu");--> statement-breakpoint
CREATE INDEX "phieukho_dong_lohang" ON "phieukho_dong" USING btree ("lohang_id","stt");--> statement-breakpoint
CREATE INDEX "phieukho_dong_thuoc" ON "phieukho_dong" USING btree ("thuoc_id","kho_id","stt");--> statement-breakpoint
CREATE INDEX "phieukho_dong_sanpham" ON "phieukho_dong" USING btree ("sanpham_id","kho_id","stt");--> statement-breakpoint
CREATE INDEX "phieukho_dong_donthuoc_chitiet" ON "phieukho_dong" USING btree ("donthuoc_chitiet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phieukho_so" ON "phieukho" USING btree ("phongkham_id","so");--> statement-breakpoint
CREATE INDEX "phieukho_phongkham_ngay" ON "phieukho" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "phieukho_kho" ON "phieukho" USING btree ("kho_id","createdAt");--> statement-breakpoint
CREATE INDEX "phieukho_donthuoc" ON "phieukho" USING btree ("donthuoc_id");--> statement-breakpoint
CREATE INDEX "phieukho_hoadon" ON "phieukho" USING btree ("hoadon_id");--> statement-breakpoint
CREATE INDEX "phieukho_goc" ON "phieukho" USING btree ("goc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kho_nhathuoc" ON "kho" USING btree ("phongkham_id") WHERE "kho"."loai" = 'NHA_THUOC' and "kho"."deletedAt" is null;--> statement-breakpoint
CREATE INDEX "kho_phongkham" ON "kho" USING btree ("phongkham_id");--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_lohang_id_lohang__id_fk" FOREIGN KEY ("lohang_id") REFERENCES "public"."lohang"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hopthudi" ADD CONSTRAINT "hopthudi_kenh" CHECK ("hopthudi"."kenh" in ('EMAIL', 'SMS', 'DONTHUOC', 'HDDT', 'DUOCQG'));--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_trangthai_check" CHECK ("donthuoc"."trangthai" in ('NHAP', 'DA_KY', 'HUY', 'PHAT_MOT_PHAN', 'DA_PHAT'));--> statement-breakpoint
-- Every clinic already running gets its pharmacy store, as a new clinic does when it is created.
INSERT INTO "kho" ("_id", "phongkham_id", "ten", "loai")
SELECT gen_random_uuid(), "_id", 'Nhà thuốc', 'NHA_THUOC' FROM "phongkham" WHERE "deletedAt" IS NULL;
