// Lab and imaging orders, the results' entry: a lab result's values flagged against the range chosen by the
// patient's sex and age, or an imaging report with its pictures, each entered (or corrected until verified) as the
// line's KET_QUA step, audited and announced like every step (orders.steps.ts).
import {
  ageInYears,
  isAbnormal,
  labFlag,
  orderMoves,
  pickRange,
  type imagingResultInput,
  type LabRange,
  type labResultInput,
} from '@phongkham/contracts';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { files, labTests, results, resultValues } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { ExaminerScope } from '../../lib/care-scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { fieldError, HttpError } from '../../lib/http-error';
import { lockLine, moveLine, resultRow } from './orders.steps';
import { now } from '../../db/clock';

/**
 * Enters (or corrects, until verified) a lab result: each value of the panel's tests, flagged against the range
 * the patient's sex and age select, kept with the unit and range as they are now.
 */
export async function enterLabResult(
  db: Database,
  id: string,
  body: z.output<typeof labResultInput>,
  actor: Actor,
  scope: ExaminerScope,
) {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const { line, ngay, gioitinh, ngaysinh } = await lockLine(tx, id, 'XET_NGHIEM', scope);
    const move = orderMoves.KET_QUA;
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const ids = [...new Set(body.giatri.map((value) => value.chiso_id))];
    const tests = await tx
      .select({ _id: labTests._id, donvi: labTests.donvi, khoang: labTests.khoang })
      .from(labTests)
      .where(and(inArray(labTests._id, ids), eq(labTests.dichvu_id, line.dichvu_id), isNull(labTests.deletedAt)));
    if (tests.length !== ids.length || ids.length !== body.giatri.length) {
      throw fieldError('giatri', 'errors.labTestNotInPanel');
    }
    const age = ageInYears(ngaysinh, ngay);
    const result = await resultRow(writer, line);
    const before = await tx
      .select({ chiso_id: resultValues.chiso_id, giatri: resultValues.giatri, co: resultValues.co })
      .from(resultValues)
      .where(eq(resultValues.ketqua_id, result._id));
    await tx.delete(resultValues).where(eq(resultValues.ketqua_id, result._id));
    const rows = body.giatri.map((value) => {
      const test = tests.find((row) => row._id === value.chiso_id)!;
      const range: LabRange | null = pickRange(test.khoang, gioitinh, age);
      return {
        ketqua_id: result._id,
        chiso_id: test._id,
        giatri: value.giatri,
        donvi: test.donvi,
        khoang: range,
        co: value.giatri === null ? null : labFlag(value.giatri, range),
      };
    });
    await tx.insert(resultValues).values(rows);
    // The values are the result's own rows, rewritten whole and kept in the line's history before and after.
    await writer.update(
      results,
      result._id,
      { ketluan: body.ketluan || null, nhap_luc: now(), nguoinhap_id: actor._id },
      { before: result },
    );
    const after = rows.map(({ chiso_id, giatri, co }) => ({ chiso_id, giatri, co }));
    await moveLine(writer, 'XET_NGHIEM', line, move.to, 'KET_QUA', {
      truoc: { giatri: before, ketluan: result.ketluan },
      sau: { giatri: after, ketluan: body.ketluan || null, batthuong: rows.some((row) => isAbnormal(row.co)) },
    });
  });
}

/** Enters (or corrects, until verified) an imaging report with its pictures, uploads of the line's clinic. */
export async function enterImagingResult(
  db: Database,
  id: string,
  body: z.output<typeof imagingResultInput>,
  actor: Actor,
  scope: ExaminerScope,
) {
  await writing(db, authorOf(actor), async (writer) => {
    const { tx } = writer;
    const { line } = await lockLine(tx, id, 'CHAN_DOAN_HINH_ANH', scope);
    const move = orderMoves.KET_QUA;
    if (!move.from.includes(line.trangthai)) throw new HttpError(409, 'errors.orderTransition');
    const pictures = [...new Set(body.hinhanh_ids ?? [])];
    if (pictures.length) {
      const sameClinic: SQL = or(isNull(files.phongkham_id), eq(files.phongkham_id, line.phongkham_id))!;
      const found = await tx
        .select({ _id: files._id })
        .from(files)
        .where(and(inArray(files._id, pictures), sameClinic));
      if (found.length !== pictures.length) throw fieldError('hinhanh_ids', 'errors.resultPictureInvalid');
    }
    const result = await resultRow(writer, line);
    await writer.update(
      results,
      result._id,
      {
        mota: body.mota || null,
        ketluan: body.ketluan,
        hinhanh_ids: pictures,
        nhap_luc: now(),
        nguoinhap_id: actor._id,
      },
      { before: result },
    );
    await moveLine(writer, 'CHAN_DOAN_HINH_ANH', line, move.to, 'KET_QUA', {
      truoc: { mota: result.mota, ketluan: result.ketluan, hinhanh_ids: result.hinhanh_ids },
      sau: { mota: body.mota || null, ketluan: body.ketluan, hinhanh_ids: pictures },
    });
  });
}
