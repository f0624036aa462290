// Stored files (tep): cleans an uploaded image, keeps its bytes in storage and its record in the database.
// Used by the upload endpoint and by the seed, so demo pictures go through the same path as real ones.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema';
import { uuidv7 } from '../../db/ids';
import { cleanImage } from './images';
import type { FileStorage } from './storage';

export interface StoreImageInput {
  bytes: Buffer;
  /** The uploader's file name, kept for display only. */
  tenfile: string;
  folder_id?: string | null;
  phongkham_id?: string | null;
  createdBy?: string | null;
}

export type StoredFile = typeof files.$inferSelect;

/** Public address of a stored file: long-cached, because a key is never reused for other bytes. */
export const fileUrl = (file: Pick<StoredFile, 'duongdan'>) => `/uploads/${file.duongdan}`;

/** Names are shown back to staff: only the last path part, without control characters, 200 at most. */
export function displayName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const printable = [...last].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.slice(0, 200) || 'image';
}

/** Throws NotAnImageError for anything that is not a decodable picture. */
export async function storeImage(db: Database, storage: FileStorage, input: StoreImageInput): Promise<StoredFile> {
  const image = await cleanImage(input.bytes);
  const _id = uuidv7();
  const duongdan = `${_id}.${image.extension}`;
  await storage.save(duongdan, image.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        _id,
        tenfile: displayName(input.tenfile),
        duongdan,
        provider: storage.provider,
        folder_id: input.folder_id ?? null,
        phongkham_id: input.phongkham_id ?? null,
        createdBy: input.createdBy ?? null,
        loai: image.mime,
        kichthuoc: image.bytes.length,
        chieurong: image.width,
        chieucao: image.height,
      })
      .returning();
    return row!;
  } catch (error) {
    // No record, no bytes: a failed insert must not leave an orphan file behind.
    await storage.remove(duongdan);
    throw error;
  }
}

/** The bytes one staff member has stored in the last 24 hours (their upload quota counts them). */
export async function bytesStoredToday(db: Database, staffId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${files.kichthuoc}), 0)` })
    .from(files)
    .where(and(eq(files.createdBy, staffId), gt(files.createdAt, sql`now() - interval '24 hours'`)));
  return Number(row?.bytes ?? 0);
}

export async function findFile(db: Database, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files._id, id)).limit(1);
  return row;
}

/** A stored picture as other answers embed it (`hinhanh`): its address and size; null when there is none. */
export async function imageOf(db: Database, id: string | null | undefined) {
  if (!id) return null;
  const file = await findFile(db, id);
  return file ? { _id: file._id, url: fileUrl(file), chieurong: file.chieurong, chieucao: file.chieucao } : null;
}
