CREATE TABLE "nhacungcap" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"phongkham_id" uuid NOT NULL,
	"ten" text NOT NULL,
	"masothue" text,
	"tinh_ma" text NOT NULL,
	"xa_ma" text NOT NULL,
	"diachi" text NOT NULL,
	"diachi_day" text NOT NULL,
	"dienthoai" text,
	"nguoilienhe" text,
	"sogdp" text,
	"hoatdong" boolean DEFAULT true NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"deletedAt" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "nhacungcap" ADD CONSTRAINT "nhacungcap_phongkham_id_phongkham__id_fk" FOREIGN KEY ("phongkham_id") REFERENCES "public"."phongkham"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nhacungcap_masothue" ON "nhacungcap" USING btree ("masothue","phongkham_id") WHERE "nhacungcap"."deletedAt" is null;