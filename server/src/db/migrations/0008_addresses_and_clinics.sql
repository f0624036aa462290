CREATE TABLE "giomocua" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"thu" smallint NOT NULL,
	"batdau" time NOT NULL,
	"ketthuc" time NOT NULL,
	"ghichu" text,
	"ghichu_en" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giomocua_thu_check" CHECK ("giomocua"."thu" between 1 and 7),
	CONSTRAINT "giomocua_gio_check" CHECK ("giomocua"."batdau" < "giomocua"."ketthuc")
);
--> statement-breakpoint
CREATE TABLE "xa" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ma" text NOT NULL,
	"tinh_ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_goc" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xa_ma_unique" UNIQUE("ma")
);
--> statement-breakpoint
CREATE TABLE "xa_truoc" (
	"ma_cu" text NOT NULL,
	"ten_cu" text NOT NULL,
	"loai" text NOT NULL,
	"xa_ma" text NOT NULL,
	CONSTRAINT "xa_truoc_ma_cu_xa_ma_pk" PRIMARY KEY("ma_cu","xa_ma"),
	CONSTRAINT "xa_truoc_loai_check" CHECK ("xa_truoc"."loai" in ('full', 'partial'))
);
--> statement-breakpoint
CREATE TABLE "tinh_truoc" (
	"ma_cu" text NOT NULL,
	"ten_cu" text NOT NULL,
	"tinh_ma" text NOT NULL,
	CONSTRAINT "tinh_truoc_ma_cu_tinh_ma_pk" PRIMARY KEY("ma_cu","tinh_ma")
);
--> statement-breakpoint
CREATE TABLE "tinh" (
	"ma" text PRIMARY KEY NOT NULL,
	"ten" text NOT NULL,
	"ten_goc" text NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dulieu_thamchieu" (
	"ten" text PRIMARY KEY NOT NULL,
	"hieuluc" text NOT NULL,
	"bam" text NOT NULL,
	"napluc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "sogiayphep" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "ngaycapphep" date;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "tinh_ma" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "xa_ma" text;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "diachi_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "vido" double precision;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "kinhdo" double precision;--> statement-breakpoint
ALTER TABLE "phongkham" ADD COLUMN "kichhoat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "giomocua" ADD CONSTRAINT "giomocua_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xa" ADD CONSTRAINT "xa_tinh_ma_tinh_ma_fk" FOREIGN KEY ("tinh_ma") REFERENCES "public"."tinh"("ma") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xa_truoc" ADD CONSTRAINT "xa_truoc_xa_ma_xa_ma_fk" FOREIGN KEY ("xa_ma") REFERENCES "public"."xa"("ma") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tinh_truoc" ADD CONSTRAINT "tinh_truoc_tinh_ma_tinh_ma_fk" FOREIGN KEY ("tinh_ma") REFERENCES "public"."tinh"("ma") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giomocua_phongkham" ON "giomocua" USING btree ("phongkham_id","thu","batdau");--> statement-breakpoint
CREATE INDEX "xa_tinh" ON "xa" USING btree ("tinh_ma","ma");--> statement-breakpoint
CREATE INDEX "xa_truoc_xa" ON "xa_truoc" USING btree ("xa_ma");--> statement-breakpoint
-- hand-written (keep at merge):
-- A clinic's `diachi` becomes the street line and `diachi_day` the whole address. Rows made before hold a whole
-- address in `diachi`: it is the best full address they have, and staff pick the province and commune on the
-- next save. (The units themselves are not loaded here: db/reference/address-units.ts loads their data file.)
UPDATE "phongkham" SET "diachi_day" = "diachi" WHERE "diachi_day" = '';
