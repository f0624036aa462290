CREATE TABLE "mauemail" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ma" text NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"noidung" text NOT NULL,
	"noidung_en" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thongbaochung_daxem" (
	"thongbaochung_id" uuid NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thongbaochung_daxem_thongbaochung_id_nhanvien_id_pk" PRIMARY KEY("thongbaochung_id","nhanvien_id")
);
--> statement-breakpoint
CREATE TABLE "thongbaochung" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"tieude" text NOT NULL,
	"tieude_en" text,
	"noidung" text NOT NULL,
	"noidung_en" text,
	"doituong" text NOT NULL,
	"vaitro_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tungay" timestamp with time zone NOT NULL,
	"denngay" timestamp with time zone,
	"hienthi" boolean DEFAULT true NOT NULL,
	"nguoitao_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "thongbaochung_doituong_check" CHECK ("thongbaochung"."doituong" in ('TATCA', 'VAITRO'))
);
--> statement-breakpoint
ALTER TABLE "thongbaochung_daxem" ADD CONSTRAINT "thongbaochung_daxem_thongbaochung_id_thongbaochung__id_fk" FOREIGN KEY ("thongbaochung_id") REFERENCES "public"."thongbaochung"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thongbaochung_daxem" ADD CONSTRAINT "thongbaochung_daxem_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thongbaochung" ADD CONSTRAINT "thongbaochung_nguoitao_id_nhanvien__id_fk" FOREIGN KEY ("nguoitao_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mauemail_ma_unique" ON "mauemail" USING btree ("ma");--> statement-breakpoint
CREATE INDEX "thongbaochung_daxem_nhanvien" ON "thongbaochung_daxem" USING btree ("nhanvien_id");--> statement-breakpoint
CREATE INDEX "thongbaochung_tungay" ON "thongbaochung" USING btree ("tungay");--> statement-breakpoint
CREATE INDEX "thongbaochung_tieude_search" ON "thongbaochung" USING gin (f_unaccent(lower("tieude")) gin_trgm_ops);