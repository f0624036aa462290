CREATE TABLE "chidinh" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"luotkham_id" uuid NOT NULL,
	"dichvu_id" uuid NOT NULL,
	"tendichvu" text NOT NULL,
	"dongia" bigint NOT NULL,
	"soluong" integer DEFAULT 1 NOT NULL,
	"trangthai" text DEFAULT 'CHI_DINH' NOT NULL,
	"nhanvien_id" uuid,
	"ghichu" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chidinh_trangthai_check" CHECK ("chidinh"."trangthai" in ('CHI_DINH', 'DA_THUC_HIEN', 'CO_KET_QUA', 'DA_DUYET', 'HUY')),
	CONSTRAINT "chidinh_dongia_check" CHECK ("chidinh"."dongia" >= 0),
	CONSTRAINT "chidinh_soluong_check" CHECK ("chidinh"."soluong" > 0)
);
--> statement-breakpoint
CREATE TABLE "luotkham" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"benhnhan_id" uuid NOT NULL,
	"phong_id" uuid NOT NULL,
	"bacsi_id" uuid,
	"ngay" date NOT NULL,
	"sothutu" integer NOT NULL,
	"trangthai" text DEFAULT 'CHO' NOT NULL,
	"lydo" text,
	"lichhen_id" uuid,
	"nhanvien_id" uuid,
	"den_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"goi_luc" timestamp with time zone,
	"batdau_luc" timestamp with time zone,
	"ketthuc_luc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "luotkham_trangthai_check" CHECK ("luotkham"."trangthai" in ('CHO', 'DANG_GOI', 'DANG_KHAM', 'BO_QUA', 'XONG', 'HUY')),
	CONSTRAINT "luotkham_sothutu_check" CHECK ("luotkham"."sothutu" > 0)
);
--> statement-breakpoint
ALTER TABLE "chidinh" ADD CONSTRAINT "chidinh_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chidinh" ADD CONSTRAINT "chidinh_luotkham_id_luotkham__id_fk" FOREIGN KEY ("luotkham_id") REFERENCES "public"."luotkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chidinh" ADD CONSTRAINT "chidinh_dichvu_id_dichvu__id_fk" FOREIGN KEY ("dichvu_id") REFERENCES "public"."dichvu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chidinh" ADD CONSTRAINT "chidinh_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luotkham" ADD CONSTRAINT "luotkham_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luotkham" ADD CONSTRAINT "luotkham_benhnhan_id_benhnhan__id_fk" FOREIGN KEY ("benhnhan_id") REFERENCES "public"."benhnhan"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luotkham" ADD CONSTRAINT "luotkham_phong_id_danhmuc__id_fk" FOREIGN KEY ("phong_id") REFERENCES "public"."danhmuc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luotkham" ADD CONSTRAINT "luotkham_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "luotkham" ADD CONSTRAINT "luotkham_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chidinh_luotkham" ON "chidinh" USING btree ("luotkham_id");--> statement-breakpoint
CREATE INDEX "chidinh_trangthai" ON "chidinh" USING btree ("phongkham_id","trangthai");--> statement-breakpoint
CREATE UNIQUE INDEX "luotkham_sothutu" ON "luotkham" USING btree ("phongkham_id","ngay","phong_id","sothutu");--> statement-breakpoint
CREATE INDEX "luotkham_benhnhan" ON "luotkham" USING btree ("benhnhan_id","ngay");--> statement-breakpoint
CREATE INDEX "luotkham_bacsi" ON "luotkham" USING btree ("bacsi_id","ngay");