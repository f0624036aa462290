CREATE TABLE "hoadondientu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"hoadon_id" uuid NOT NULL,
	"trangthai" text DEFAULT 'CHO_GUI' NOT NULL,
	"nhacungcap" text NOT NULL,
	"mauso" text NOT NULL,
	"kyhieu" text NOT NULL,
	"sohoadon" text,
	"matracuu" text,
	"tongtien" bigint NOT NULL,
	"tienthue" bigint NOT NULL,
	"nguoimua_ten" text NOT NULL,
	"nguoimua_mst" text,
	"noidung" jsonb NOT NULL,
	"loi" text,
	"solan" integer DEFAULT 0 NOT NULL,
	"phathanh_luc" timestamp with time zone,
	"nhanvien_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hoadondientu_trangthai_check" CHECK ("hoadondientu"."trangthai" in ('CHO_GUI', 'DA_PHAT_HANH', 'LOI')),
	CONSTRAINT "hoadondientu_nhacungcap_check" CHECK ("hoadondientu"."nhacungcap" in ('VIETTEL', 'VNPT')),
	CONSTRAINT "hoadondientu_tien_check" CHECK ("hoadondientu"."tongtien" >= 0 and "hoadondientu"."tienthue" between 0 and "hoadondientu"."tongtien"),
	CONSTRAINT "hoadondientu_sohoadon_check" CHECK ("hoadondientu"."trangthai" <> 'DA_PHAT_HANH' or "hoadondientu"."sohoadon" is not null)
);
--> statement-breakpoint
ALTER TABLE "hopthudi" DROP CONSTRAINT "hopthudi_kenh";--> statement-breakpoint
ALTER TABLE "hoadondientu" ADD CONSTRAINT "hoadondientu_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadondientu" ADD CONSTRAINT "hoadondientu_hoadon_id_hoadon__id_fk" FOREIGN KEY ("hoadon_id") REFERENCES "public"."hoadon"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoadondientu" ADD CONSTRAINT "hoadondientu_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hoadondientu_hoadon" ON "hoadondientu" USING btree ("hoadon_id");--> statement-breakpoint
ALTER TABLE "hopthudi" ADD CONSTRAINT "hopthudi_kenh" CHECK ("hopthudi"."kenh" in ('EMAIL', 'SMS', 'DONTHUOC', 'HDDT'));