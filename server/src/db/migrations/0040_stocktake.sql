CREATE TABLE "kiemke_dong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"kiemke_id" uuid NOT NULL,
	"lohang_id" uuid NOT NULL,
	"tonsosach" integer NOT NULL,
	"thucte" integer,
	"ghichu" text,
	CONSTRAINT "kiemke_dong_thucte_check" CHECK ("kiemke_dong"."thucte" >= 0)
);
--> statement-breakpoint
CREATE TABLE "kiemke" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"kho_id" uuid NOT NULL,
	"trangthai" text DEFAULT 'DANG_KIEM' NOT NULL,
	"ghichu" text,
	"lydo" text,
	"phieukho_id" uuid,
	"nhanvien_id" uuid,
	"chot_luc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiemke_trangthai_check" CHECK ("kiemke"."trangthai" in ('DANG_KIEM', 'DA_CHOT', 'HUY'))
);
--> statement-breakpoint
ALTER TABLE "kiemke_dong" ADD CONSTRAINT "kiemke_dong_kiemke_id_kiemke__id_fk" FOREIGN KEY ("kiemke_id") REFERENCES "public"."kiemke"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiemke_dong" ADD CONSTRAINT "kiemke_dong_lohang_id_lohang__id_fk" FOREIGN KEY ("lohang_id") REFERENCES "public"."lohang"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiemke" ADD CONSTRAINT "kiemke_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiemke" ADD CONSTRAINT "kiemke_kho_id_kho__id_fk" FOREIGN KEY ("kho_id") REFERENCES "public"."kho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiemke" ADD CONSTRAINT "kiemke_phieukho_id_phieukho__id_fk" FOREIGN KEY ("phieukho_id") REFERENCES "public"."phieukho"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiemke" ADD CONSTRAINT "kiemke_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kiemke_dong_lohang" ON "kiemke_dong" USING btree ("kiemke_id","lohang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kiemke_kho_dangkiem" ON "kiemke" USING btree ("kho_id") WHERE "kiemke"."trangthai" = 'DANG_KIEM';--> statement-breakpoint
CREATE INDEX "kiemke_phongkham" ON "kiemke" USING btree ("phongkham_id","createdAt");