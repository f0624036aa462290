CREATE TABLE "thuchikhac" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"so" text NOT NULL,
	"loai" text NOT NULL,
	"phuongthuc" text NOT NULL,
	"sotien" bigint NOT NULL,
	"noidung" text NOT NULL,
	"nguoinop_nhan" text,
	"dieuchinh_id" uuid,
	"lydo" text,
	"cathungan_id" uuid,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thuchikhac_loai_check" CHECK ("thuchikhac"."loai" in ('THU', 'CHI')),
	CONSTRAINT "thuchikhac_phuongthuc_check" CHECK ("thuchikhac"."phuongthuc" in ('TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR')),
	CONSTRAINT "thuchikhac_sotien_check" CHECK ("thuchikhac"."sotien" > 0),
	CONSTRAINT "thuchikhac_dieuchinh_check" CHECK ("thuchikhac"."dieuchinh_id" is null or "thuchikhac"."lydo" is not null)
);
--> statement-breakpoint
ALTER TABLE "thuchikhac" ADD CONSTRAINT "thuchikhac_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thuchikhac" ADD CONSTRAINT "thuchikhac_dieuchinh_id_thuchikhac__id_fk" FOREIGN KEY ("dieuchinh_id") REFERENCES "public"."thuchikhac"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thuchikhac" ADD CONSTRAINT "thuchikhac_cathungan_id_cathungan__id_fk" FOREIGN KEY ("cathungan_id") REFERENCES "public"."cathungan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thuchikhac" ADD CONSTRAINT "thuchikhac_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thuchikhac_so" ON "thuchikhac" USING btree ("phongkham_id","so");--> statement-breakpoint
CREATE INDEX "thuchikhac_cathungan" ON "thuchikhac" USING btree ("cathungan_id");--> statement-breakpoint
CREATE INDEX "thuchikhac_phongkham" ON "thuchikhac" USING btree ("phongkham_id","createdAt");