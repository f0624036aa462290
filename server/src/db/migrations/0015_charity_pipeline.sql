CREATE TABLE "xetduyethoso_tailieu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"xetduyethoso_id" uuid NOT NULL,
	"tenfile" text NOT NULL,
	"loai" text NOT NULL,
	"kichthuoc" integer NOT NULL,
	"noidung" "bytea" NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xetduyethoso_lichsu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"xetduyethoso_id" uuid NOT NULL,
	"tu" text,
	"den" text NOT NULL,
	"lydo" text,
	"ghichu" text,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "ma" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "tinh_ma" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "xa_ma" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "hotro" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "chiphi" bigint;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "lydo" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "taitro_id" uuid;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "dongy_phienban" text;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "dongy_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD COLUMN "deletedAt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "xetduyethoso_tailieu" ADD CONSTRAINT "xetduyethoso_tailieu_xetduyethoso_id_xetduyethoso__id_fk" FOREIGN KEY ("xetduyethoso_id") REFERENCES "public"."xetduyethoso"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xetduyethoso_lichsu" ADD CONSTRAINT "xetduyethoso_lichsu_xetduyethoso_id_xetduyethoso__id_fk" FOREIGN KEY ("xetduyethoso_id") REFERENCES "public"."xetduyethoso"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xetduyethoso_lichsu" ADD CONSTRAINT "xetduyethoso_lichsu_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xetduyethoso_tailieu_hoso" ON "xetduyethoso_tailieu" USING btree ("xetduyethoso_id");--> statement-breakpoint
CREATE INDEX "xetduyethoso_lichsu_hoso" ON "xetduyethoso_lichsu" USING btree ("xetduyethoso_id","createdAt");--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD CONSTRAINT "xetduyethoso_taitro_id_taitro__id_fk" FOREIGN KEY ("taitro_id") REFERENCES "public"."taitro"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xetduyethoso_queue" ON "xetduyethoso" USING btree ("phongkham_id","trangthai","createdAt");--> statement-breakpoint
CREATE UNIQUE INDEX "xetduyethoso_ma" ON "xetduyethoso" USING btree ("ma");--> statement-breakpoint
ALTER TABLE "xetduyethoso" ADD CONSTRAINT "xetduyethoso_trangthai_check" CHECK ("xetduyethoso"."trangthai" in ('MOI', 'DANG_XEM_XET', 'DUYET', 'TU_CHOI'));--> statement-breakpoint
-- Hand-written (issue 15, charity pipeline): cases sent before tracking codes existed get one, in the codes' own
-- alphabet (hex digits with 0 and 1 read as W and X), before the column becomes required.
UPDATE "xetduyethoso" SET "ma" = 'HS-' || translate(upper(substr(md5("_id"::text), 1, 6)), '01', 'WX') WHERE "ma" IS NULL;--> statement-breakpoint
ALTER TABLE "xetduyethoso" ALTER COLUMN "ma" SET NOT NULL;
