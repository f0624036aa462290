CREATE TABLE "demo" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"matkhau" text NOT NULL,
	"taikhoan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nhanvien_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bacsi_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benhnhan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phieukho_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL
);
