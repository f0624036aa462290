CREATE TABLE "sukien" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"loai" text NOT NULL,
	"url" text NOT NULL,
	"phongkham_id" uuid,
	"dulieu" jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yeucau_lichsu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"yeucau_id" uuid NOT NULL,
	"hanhdong" text NOT NULL,
	"truoc" text,
	"sau" text,
	"ghichu" text,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yeucau_lichsu_hanhdong_check" CHECK ("yeucau_lichsu"."hanhdong" in ('TRANG_THAI', 'PHAN_CONG', 'LAP_LAI'))
);
--> statement-breakpoint
ALTER TABLE "yeucau" DROP CONSTRAINT "yeucau_trangthai_check";--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "nhanvien_id" uuid;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "solanthu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "lienhetiep" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "yeucau" ADD COLUMN "solanlap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sukien" ADD CONSTRAINT "sukien_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeucau_lichsu" ADD CONSTRAINT "yeucau_lichsu_yeucau_id_yeucau__id_fk" FOREIGN KEY ("yeucau_id") REFERENCES "public"."yeucau"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yeucau_lichsu" ADD CONSTRAINT "yeucau_lichsu_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sukien_created" ON "sukien" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "yeucau_lichsu_yeucau" ON "yeucau_lichsu" USING btree ("yeucau_id","createdAt");--> statement-breakpoint
ALTER TABLE "yeucau" ADD CONSTRAINT "yeucau_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yeucau_hoten_search" ON "yeucau" USING gin (f_unaccent(lower("hoten")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "yeucau" ADD CONSTRAINT "yeucau_trangthai_check" CHECK ("yeucau"."trangthai" in ('MOI', 'DA_LIEN_HE', 'DA_DAT_LICH', 'KHONG_LIEN_LAC', 'HUY'));