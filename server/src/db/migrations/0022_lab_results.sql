CREATE TABLE "chisoxetnghiem" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"dichvu_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"donvi" text,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"khoang" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ketquachiso" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ketqua_id" uuid NOT NULL,
	"chiso_id" uuid NOT NULL,
	"giatri" double precision,
	"donvi" text,
	"khoang" jsonb,
	"co" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ketquachiso_co" CHECK ("ketquachiso"."co" in ('BINH_THUONG', 'THAP', 'CAO', 'NGUY_HIEM_THAP', 'NGUY_HIEM_CAO'))
);
--> statement-breakpoint
CREATE TABLE "ketqua" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"chidinh_id" uuid NOT NULL,
	"mota" text,
	"ketluan" text,
	"hinhanh_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thuchien_luc" timestamp with time zone,
	"nguoithuchien_id" uuid,
	"nhap_luc" timestamp with time zone,
	"nguoinhap_id" uuid,
	"duyet_luc" timestamp with time zone,
	"nguoiduyet_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chisoxetnghiem" ADD CONSTRAINT "chisoxetnghiem_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chisoxetnghiem" ADD CONSTRAINT "chisoxetnghiem_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketquachiso" ADD CONSTRAINT "ketquachiso_ketqua_id_ketqua__id_fk" FOREIGN KEY ("ketqua_id") REFERENCES "public"."ketqua"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketquachiso" ADD CONSTRAINT "ketquachiso_chiso_id_chisoxetnghiem__id_fk" FOREIGN KEY ("chiso_id") REFERENCES "public"."chisoxetnghiem"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketqua" ADD CONSTRAINT "ketqua_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketqua" ADD CONSTRAINT "ketqua_chidinh_id_chidinh__id_fk" FOREIGN KEY ("chidinh_id") REFERENCES "public"."chidinh"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketqua" ADD CONSTRAINT "ketqua_nguoithuchien_id_nhanvien__id_fk" FOREIGN KEY ("nguoithuchien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketqua" ADD CONSTRAINT "ketqua_nguoinhap_id_nhanvien__id_fk" FOREIGN KEY ("nguoinhap_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ketqua" ADD CONSTRAINT "ketqua_nguoiduyet_id_nhanvien__id_fk" FOREIGN KEY ("nguoiduyet_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chisoxetnghiem_ma" ON "chisoxetnghiem" USING btree ("phongkham_id","ma") WHERE "chisoxetnghiem"."deletedAt" is null;--> statement-breakpoint
CREATE INDEX "chisoxetnghiem_dichvu" ON "chisoxetnghiem" USING btree ("dichvu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ketquachiso_chiso" ON "ketquachiso" USING btree ("ketqua_id","chiso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ketqua_chidinh" ON "ketqua" USING btree ("chidinh_id");