CREATE TABLE "phongkham" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ten" text NOT NULL,
	"diachi" text NOT NULL,
	"dienthoai" text NOT NULL,
	"email" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dmtintuc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"tendanhmuc" text NOT NULL,
	"tendanhmuc_en" text,
	"thutu" integer DEFAULT 0 NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "yeucau" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"loaiyeucau" text NOT NULL,
	"hoten" text NOT NULL,
	"dienthoai" text NOT NULL,
	"trangthai" text DEFAULT 'MOI' NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yeucau_loaiyeucau_check" CHECK ("yeucau"."loaiyeucau" in ('DAT_LICH_HEN', 'HO_TRO_TU_VAN')),
	CONSTRAINT "yeucau_trangthai_check" CHECK ("yeucau"."trangthai" in ('MOI', 'DA_LIEN_HE', 'DA_DAT_LICH', 'HUY'))
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"tenphongkham" text NOT NULL,
	"diachi" text NOT NULL,
	"dienthoai" text NOT NULL,
	"email" text NOT NULL,
	"link_facebook" text,
	"link_youtube" text,
	"link_tiktok" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "yeucau" ADD CONSTRAINT "yeucau_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting" ADD CONSTRAINT "setting_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dmtintuc_tendanhmuc_search" ON "dmtintuc" USING gin (f_unaccent(lower("tendanhmuc")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "yeucau_phongkham_created" ON "yeucau" USING btree ("phongkham_id","createdAt");--> statement-breakpoint
CREATE INDEX "yeucau_dienthoai" ON "yeucau" USING btree ("dienthoai");