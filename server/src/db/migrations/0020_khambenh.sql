CREATE TABLE "khambenh_bosung" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"khambenh_id" uuid NOT NULL,
	"noidung" text NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "khambenh" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"luotkham_id" uuid NOT NULL,
	"bacsi_id" uuid,
	"mach" integer,
	"huyetap_tamthu" integer,
	"huyetap_tamtruong" integer,
	"nhietdo" double precision,
	"spo2" integer,
	"cannang" double precision,
	"chieucao" double precision,
	"lydo" text,
	"tiensu" text,
	"khamthucthe" text,
	"chandoan_chinh" text,
	"chandoan_phu" text[] DEFAULT '{}'::text[] NOT NULL,
	"chandoan_ghichu" text,
	"ketluan" text,
	"loidan" text,
	"ngaytaikham" date,
	"kyluc" timestamp with time zone,
	"nguoiky_id" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khambenh_luotkham_unique" UNIQUE("luotkham_id"),
	CONSTRAINT "khambenh_ky_check" CHECK (("khambenh"."kyluc" is null) = ("khambenh"."nguoiky_id" is null))
);
--> statement-breakpoint
ALTER TABLE "khambenh_bosung" ADD CONSTRAINT "khambenh_bosung_khambenh_id_khambenh__id_fk" FOREIGN KEY ("khambenh_id") REFERENCES "public"."khambenh"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khambenh_bosung" ADD CONSTRAINT "khambenh_bosung_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khambenh" ADD CONSTRAINT "khambenh_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khambenh" ADD CONSTRAINT "khambenh_luotkham_id_luotkham__id_fk" FOREIGN KEY ("luotkham_id") REFERENCES "public"."luotkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khambenh" ADD CONSTRAINT "khambenh_bacsi_id_bacsi__id_fk" FOREIGN KEY ("bacsi_id") REFERENCES "public"."bacsi"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khambenh" ADD CONSTRAINT "khambenh_nguoiky_id_nhanvien__id_fk" FOREIGN KEY ("nguoiky_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khambenh_bosung_khambenh" ON "khambenh_bosung" USING btree ("khambenh_id","createdAt");--> statement-breakpoint
CREATE INDEX "khambenh_bacsi" ON "khambenh" USING btree ("bacsi_id");