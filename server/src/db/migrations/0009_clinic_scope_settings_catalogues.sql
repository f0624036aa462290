CREATE TABLE "danhmuc" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"loai" text NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"thutu" integer DEFAULT 0 NOT NULL,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone,
	CONSTRAINT "danhmuc_loai" CHECK ("danhmuc"."loai" in ('CHUYENKHOA', 'DONVITINH', 'THANHTOAN', 'PHONG'))
);
--> statement-breakpoint
CREATE TABLE "cauhinh" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"giatri" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bimat" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "danhmuc" ADD CONSTRAINT "danhmuc_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "danhmuc_ma" ON "danhmuc" USING btree ("phongkham_id","ma","loai") WHERE "danhmuc"."deletedAt" is null;