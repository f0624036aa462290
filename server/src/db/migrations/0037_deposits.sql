CREATE TABLE "tamung" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"benhnhan_id" uuid NOT NULL,
	"sodu" bigint DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tamung_sodu_check" CHECK ("tamung"."sodu" >= 0)
);
--> statement-breakpoint
ALTER TABLE "phieuthu" DROP CONSTRAINT "phieuthu_phuongthuc_check";--> statement-breakpoint
ALTER TABLE "phieuchi" DROP CONSTRAINT "phieuchi_phuongthuc_check";--> statement-breakpoint
ALTER TABLE "phieuthu" ALTER COLUMN "hoadon_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phieuchi" ALTER COLUMN "hoadon_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phieuthu" ADD COLUMN "loai" text DEFAULT 'HOA_DON' NOT NULL;--> statement-breakpoint
ALTER TABLE "phieuchi" ADD COLUMN "loai" text DEFAULT 'HOA_DON' NOT NULL;--> statement-breakpoint
ALTER TABLE "tamung" ADD CONSTRAINT "tamung_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tamung" ADD CONSTRAINT "tamung_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tamung_benhnhan" ON "tamung" USING btree ("phongkham_id","benhnhan_id");--> statement-breakpoint
CREATE INDEX "phieuthu_benhnhan" ON "phieuthu" USING btree ("benhnhan_id");--> statement-breakpoint
CREATE INDEX "phieuchi_benhnhan" ON "phieuchi" USING btree ("benhnhan_id");--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_loai_check" CHECK ("phieuthu"."loai" in ('HOA_DON', 'TAM_UNG'));--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_tamung_check" CHECK (("phieuthu"."loai" = 'HOA_DON' and "phieuthu"."hoadon_id" is not null) or ("phieuthu"."loai" = 'TAM_UNG' and "phieuthu"."hoadon_id" is null and "phieuthu"."benhnhan_id" is not null and "phieuthu"."phuongthuc" <> 'TAM_UNG'));--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_ca_check" CHECK ("phieuthu"."phuongthuc" <> 'TAM_UNG' or "phieuthu"."cathungan_id" is null);--> statement-breakpoint
ALTER TABLE "phieuthu" ADD CONSTRAINT "phieuthu_phuongthuc_check" CHECK ("phieuthu"."phuongthuc" in ('TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR', 'TAM_UNG'));--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_loai_check" CHECK ("phieuchi"."loai" in ('HOA_DON', 'TAM_UNG'));--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_tamung_check" CHECK (("phieuchi"."loai" = 'HOA_DON' and "phieuchi"."hoadon_id" is not null) or ("phieuchi"."loai" = 'TAM_UNG' and "phieuchi"."hoadon_id" is null and "phieuchi"."benhnhan_id" is not null and "phieuchi"."phuongthuc" <> 'TAM_UNG'));--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_ca_check" CHECK ("phieuchi"."phuongthuc" <> 'TAM_UNG' or "phieuchi"."cathungan_id" is null);--> statement-breakpoint
ALTER TABLE "phieuchi" ADD CONSTRAINT "phieuchi_phuongthuc_check" CHECK ("phieuchi"."phuongthuc" in ('TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR', 'TAM_UNG'));