CREATE TABLE "lichsuhoatdong" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"nhanvien_id" uuid,
	"hanhdong" text NOT NULL,
	"tainguyen" text NOT NULL,
	"banghi_id" text,
	"truoc" jsonb,
	"sau" jsonb,
	"ip" text,
	"userAgent" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaitro" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"menu" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaitro_ma_unique" UNIQUE("ma")
);
--> statement-breakpoint
CREATE TABLE "phiendangnhap" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"nhanvien_id" uuid NOT NULL,
	"familyId" uuid NOT NULL,
	"tokenHash" text NOT NULL,
	"expiresAt" timestamp with time zone NOT NULL,
	"usedAt" timestamp with time zone,
	"revokedAt" timestamp with time zone,
	"ip" text,
	"userAgent" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phiendangnhap_tokenHash_unique" UNIQUE("tokenHash")
);
--> statement-breakpoint
CREATE TABLE "nhanvien" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid,
	"vaitro_id" uuid NOT NULL,
	"taikhoan" text NOT NULL,
	"matkhau" text NOT NULL,
	"hoten" text NOT NULL,
	"dienthoai" text,
	"email" text,
	"hinhanh_id" uuid,
	"kichhoat" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lichsuhoatdong" ADD CONSTRAINT "lichsuhoatdong_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phiendangnhap" ADD CONSTRAINT "phiendangnhap_nhanvien_id_nhanvien__id_fk" FOREIGN KEY ("nhanvien_id") REFERENCES "public"."nhanvien"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhanvien" ADD CONSTRAINT "nhanvien_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nhanvien" ADD CONSTRAINT "nhanvien_vaitro_id_vaitro__id_fk" FOREIGN KEY ("vaitro_id") REFERENCES "public"."vaitro"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lichsuhoatdong_created" ON "lichsuhoatdong" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "lichsuhoatdong_nhanvien" ON "lichsuhoatdong" USING btree ("nhanvien_id","createdAt");--> statement-breakpoint
CREATE INDEX "phiendangnhap_family" ON "phiendangnhap" USING btree ("familyId");--> statement-breakpoint
CREATE INDEX "phiendangnhap_nhanvien" ON "phiendangnhap" USING btree ("nhanvien_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nhanvien_taikhoan_unique" ON "nhanvien" USING btree ("taikhoan");--> statement-breakpoint
CREATE INDEX "nhanvien_vaitro" ON "nhanvien" USING btree ("vaitro_id");