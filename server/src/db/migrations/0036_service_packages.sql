CREATE TABLE "goibenhnhan_luot" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"goibenhnhan_id" uuid NOT NULL,
	"goibenhnhan_dong_id" uuid NOT NULL,
	"soluot" integer NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goibenhnhan_luot_soluot_check" CHECK ("goibenhnhan_luot"."soluot" <> 0)
);
--> statement-breakpoint
CREATE TABLE "goibenhnhan_dong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"goibenhnhan_id" uuid NOT NULL,
	"dichvu_id" uuid,
	"sanpham_id" uuid,
	"ten" text NOT NULL,
	"soluot" integer NOT NULL,
	"dadung" integer DEFAULT 0 NOT NULL,
	"thutu" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goibenhnhan_dong_muc_check" CHECK (("goibenhnhan_dong"."dichvu_id" is null) <> ("goibenhnhan_dong"."sanpham_id" is null)),
	CONSTRAINT "goibenhnhan_dong_dadung_check" CHECK ("goibenhnhan_dong"."dadung" between 0 and "goibenhnhan_dong"."soluot")
);
--> statement-breakpoint
CREATE TABLE "goibenhnhan" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"benhnhan_id" uuid NOT NULL,
	"goidichvu_id" uuid NOT NULL,
	"ten" text NOT NULL,
	"quytac_hoantien" text NOT NULL,
	"giatri" bigint NOT NULL,
	"tongluot" integer NOT NULL,
	"ngaymua" date NOT NULL,
	"hieuluc_den" date NOT NULL,
	"trangthai" text DEFAULT 'HOAT_DONG' NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"hoadon_dong_id" uuid NOT NULL,
	"hoantien" bigint,
	"phieuchi_id" uuid,
	"hoantien_luc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goibenhnhan_trangthai_check" CHECK ("goibenhnhan"."trangthai" in ('HOAT_DONG', 'DA_HOAN_TIEN')),
	CONSTRAINT "goibenhnhan_giatri_check" CHECK ("goibenhnhan"."giatri" >= 0),
	CONSTRAINT "goibenhnhan_tongluot_check" CHECK ("goibenhnhan"."tongluot" > 0),
	CONSTRAINT "goibenhnhan_hieuluc_check" CHECK ("goibenhnhan"."hieuluc_den" >= "goibenhnhan"."ngaymua"),
	CONSTRAINT "goibenhnhan_hoantien_check" CHECK ("goibenhnhan"."hoantien" between 1 and "goibenhnhan"."giatri")
);
--> statement-breakpoint
CREATE TABLE "goidichvu_dong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"goidichvu_id" uuid NOT NULL,
	"dichvu_id" uuid,
	"sanpham_id" uuid,
	"soluot" integer NOT NULL,
	"thutu" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goidichvu_dong_muc_check" CHECK (("goidichvu_dong"."dichvu_id" is null) <> ("goidichvu_dong"."sanpham_id" is null)),
	CONSTRAINT "goidichvu_dong_soluot_check" CHECK ("goidichvu_dong"."soluot" > 0)
);
--> statement-breakpoint
CREATE TABLE "goidichvu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ten" text NOT NULL,
	"mota" text,
	"giaban" bigint NOT NULL,
	"hieuluc_ngay" integer NOT NULL,
	"quytac_hoantien" text NOT NULL,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "goidichvu_giaban_check" CHECK ("goidichvu"."giaban" >= 0),
	CONSTRAINT "goidichvu_hieuluc_check" CHECK ("goidichvu"."hieuluc_ngay" > 0),
	CONSTRAINT "goidichvu_quytac_check" CHECK ("goidichvu"."quytac_hoantien" in ('THEO_TY_LE', 'KHONG'))
);
--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD COLUMN "goidichvu_id" uuid;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD COLUMN "goibenhnhan_id" uuid;--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD COLUMN "goi_buoi" integer;--> statement-breakpoint
ALTER TABLE "goibenhnhan_luot" ADD CONSTRAINT "goibenhnhan_luot_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_luot" ADD CONSTRAINT "goibenhnhan_luot_goibenhnhan_id_goibenhnhan__id_fk" FOREIGN KEY ("goibenhnhan_id") REFERENCES "public"."goibenhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_luot" ADD CONSTRAINT "goibenhnhan_luot_goibenhnhan_dong_id_goibenhnhan_dong__id_fk" FOREIGN KEY ("goibenhnhan_dong_id") REFERENCES "public"."goibenhnhan_dong"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_luot" ADD CONSTRAINT "goibenhnhan_luot_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_dong" ADD CONSTRAINT "goibenhnhan_dong_goibenhnhan_id_goibenhnhan__id_fk" FOREIGN KEY ("goibenhnhan_id") REFERENCES "public"."goibenhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_dong" ADD CONSTRAINT "goibenhnhan_dong_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan_dong" ADD CONSTRAINT "goibenhnhan_dong_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_goidichvu_id_goidichvu__id_fk" FOREIGN KEY ("goidichvu_id") REFERENCES "public"."goidichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_hoadon_dong_id_hoadon_dong__id_fk" FOREIGN KEY ("hoadon_dong_id") REFERENCES "public"."hoadon_dong"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goibenhnhan" ADD CONSTRAINT "goibenhnhan_phieuchi_id_phieuchi__id_fk" FOREIGN KEY ("phieuchi_id") REFERENCES "public"."phieuchi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goidichvu_dong" ADD CONSTRAINT "goidichvu_dong_goidichvu_id_goidichvu__id_fk" FOREIGN KEY ("goidichvu_id") REFERENCES "public"."goidichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goidichvu_dong" ADD CONSTRAINT "goidichvu_dong_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goidichvu_dong" ADD CONSTRAINT "goidichvu_dong_sanpham_id_sanpham__id_fk" FOREIGN KEY ("sanpham_id") REFERENCES "public"."sanpham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goidichvu" ADD CONSTRAINT "goidichvu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goibenhnhan_luot_goi" ON "goibenhnhan_luot" USING btree ("goibenhnhan_id","createdAt");--> statement-breakpoint
CREATE INDEX "goibenhnhan_luot_phongkham" ON "goibenhnhan_luot" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "goibenhnhan_dong_goi" ON "goibenhnhan_dong" USING btree ("goibenhnhan_id","thutu");--> statement-breakpoint
CREATE UNIQUE INDEX "goibenhnhan_hoadon_dong" ON "goibenhnhan" USING btree ("hoadon_dong_id");--> statement-breakpoint
CREATE INDEX "goibenhnhan_benhnhan" ON "goibenhnhan" USING btree ("benhnhan_id","trangthai");--> statement-breakpoint
CREATE INDEX "goibenhnhan_phongkham" ON "goibenhnhan" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "goidichvu_dong_goi" ON "goidichvu_dong" USING btree ("goidichvu_id","thutu");--> statement-breakpoint
CREATE INDEX "goidichvu_phongkham" ON "goidichvu" USING btree ("phongkham_id");--> statement-breakpoint
CREATE INDEX "hoadon_dong_goibenhnhan" ON "hoadon_dong" USING btree ("goibenhnhan_id");--> statement-breakpoint
ALTER TABLE "hoadon_dong" ADD CONSTRAINT "hoadon_dong_goi_check" CHECK (("hoadon_dong"."loai" = 'GOI') = ("hoadon_dong"."goidichvu_id" is not null));