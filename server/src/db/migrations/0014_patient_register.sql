CREATE SEQUENCE "public"."benhnhan_ma_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "benhnhan" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ma" text NOT NULL,
	"hoten" text NOT NULL,
	"ngaysinh" date,
	"gioitinh" text,
	"dienthoai" text,
	"email" text,
	"tinh_ma" text,
	"xa_ma" text,
	"diachi" text,
	"diachi_day" text,
	"cccd" text,
	"bhyt" text,
	"nghenghiep" text,
	"nguoilienhe" text,
	"dienthoai_lienhe" text,
	"diung" text,
	"ghichu" text,
	"dongy_phienban" text,
	"dongy_luc" timestamp with time zone,
	"gopvao_id" uuid,
	"andanh_luc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "benhnhan_gioitinh" CHECK ("benhnhan"."gioitinh" in ('NAM', 'NU', 'KHAC'))
);
--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "dongy_phienban" text;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "dongy_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "benhnhan_id" uuid;--> statement-breakpoint
ALTER TABLE "benhnhan" ADD CONSTRAINT "benhnhan_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benhnhan" ADD CONSTRAINT "benhnhan_gopvao_id_benhnhan__id_fk" FOREIGN KEY ("gopvao_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benhnhan_ma" ON "benhnhan" USING btree ("ma");--> statement-breakpoint
CREATE INDEX "benhnhan_phongkham_created" ON "benhnhan" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "benhnhan_dienthoai" ON "benhnhan" USING btree ("phongkham_id","dienthoai");--> statement-breakpoint
CREATE INDEX "benhnhan_cccd" ON "benhnhan" USING btree ("phongkham_id","cccd");--> statement-breakpoint
CREATE INDEX "benhnhan_ngaysinh" ON "benhnhan" USING btree ("phongkham_id","ngaysinh");--> statement-breakpoint
CREATE INDEX "benhnhan_hoten_search" ON "benhnhan" USING gin (f_unaccent(lower("hoten")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "benhnhan_dienthoai_search" ON "benhnhan" USING gin ("dienthoai" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "benhnhan_ma_search" ON "benhnhan" USING gin ("ma" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "yeucau" ADD CONSTRAINT "yeucau_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yeucau_benhnhan" ON "yeucau" USING btree ("benhnhan_id");