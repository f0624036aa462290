// Member registrations: the public form's write (the registration, its consent, its promotion code and the messages
// carrying the code, in one transaction), the back office's reads (a clinic's registrants, through the kit's
// listPage) and marking a code as used.
import {
  CONSENT_VERSION,
  translate,
  type Lang,
  type MemberRegistrationListQuery,
  type newMemberRegistration,
} from '@phongkham/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { memberRegistrations as members, settings, staff } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Reader } from '../../lib/crud/routes';
import { actorClinic, clinicCondition } from '../../lib/crud/scope';
import { authorOf, writing } from '../../lib/crud/writer';
import { HttpError } from '../../lib/http-error';
import { withinClinicDays } from '../../lib/clinic-days';
import { icu, listPage } from '../../lib/list';
import { checkAddress, fullAddress } from '../addresses/addresses.service';
import { renderTemplate } from '../email-templates/email-templates.service';
import { enqueueMessage } from '../outbox/enqueue';
import { siteClinicId } from '../setting/setting.service';
import { allocatePromotionCode } from './promotion';
import { now } from '../../db/clock';

/** Where a message about a registration points back to, shown in /admin/sms. */
const TABLE = 'dangkythanhvien';

/**
 * Stores a registration for the site's clinic with the consent's version and time, gives it a promotion code while
 * any is left, and queues the code by SMS and (when an address was given) by e-mail in the registrant's language.
 * Everything commits together: a code is never given without its messages, nor a message sent for a rolled-back row.
 */
export async function registerMember(db: Database, input: z.output<typeof newMemberRegistration>, lang: Lang) {
  return db.transaction(async (tx) => {
    const phongkham_id = await siteClinicId(tx);
    const { dongy: _consent, ...fields } = input;
    const names = fields.tinh_ma && fields.xa_ma ? await checkAddress(tx, fields.tinh_ma, fields.xa_ma) : null;
    const promotion = await allocatePromotionCode(tx, phongkham_id, fields.dienthoai);
    const [row] = await tx
      .insert(members)
      .values({
        ...fields,
        phongkham_id,
        diachi_day: names ? fullAddress(fields.diachi ?? '', names) : null,
        dongy_phienban: CONSENT_VERSION,
        dongy_luc: now(),
        makhuyenmai: promotion?.makhuyenmai ?? null,
        giamgia: promotion?.giamgia ?? null,
      })
      .returning({
        _id: members._id,
        createdAt: members.createdAt,
        makhuyenmai: members.makhuyenmai,
        giamgia: members.giamgia,
      });
    if (promotion) {
      const [clinic] = await tx
        .select({ ten: settings.tenphongkham, dienthoai: settings.dienthoai })
        .from(settings)
        .limit(1);
      const owner = { loai: TABLE, banghi_id: row!._id };
      await enqueueMessage(tx, {
        channel: 'SMS',
        to: fields.dienthoai,
        text: translate(lang, 'promotion.smsText', {
          clinic: clinic!.ten,
          code: promotion.makhuyenmai,
          discount: promotion.giamgia,
        }),
        owner,
      });
      if (fields.email) {
        const mail = await renderTemplate(tx, 'MA_KHUYEN_MAI', lang, {
          hoten: fields.hoten,
          makhuyenmai: promotion.makhuyenmai,
          giamgia: String(promotion.giamgia),
          phongkham: clinic!.ten,
          dienthoai: clinic!.dienthoai,
        });
        await enqueueMessage(tx, { channel: 'EMAIL', to: fields.email, ...mail, owner });
      }
    }
    return row!;
  });
}

// Reads --------------------------------------------------------------------------------------------------------

const rowColumns = {
  _id: members._id,
  phongkham_id: members.phongkham_id,
  hoten: members.hoten,
  dienthoai: members.dienthoai,
  email: members.email,
  ngaysinh: members.ngaysinh,
  makhuyenmai: members.makhuyenmai,
  giamgia: members.giamgia,
  khuyenmai_dadung_luc: members.khuyenmai_dadung_luc,
  khuyenmai_dadung_boi: { _id: staff._id, hoten: staff.hoten },
  trangthai: members.trangthai,
  createdAt: members.createdAt,
};

const recordColumns = {
  ...rowColumns,
  tinh_ma: members.tinh_ma,
  xa_ma: members.xa_ma,
  diachi: members.diachi,
  diachi_day: members.diachi_day,
  ghichu: members.ghichu,
  dongy_phienban: members.dongy_phienban,
  dongy_luc: members.dongy_luc,
  updatedAt: members.updatedAt,
};

const codeState = {
  CO_MA: isNotNull(members.makhuyenmai),
  KHONG_MA: isNull(members.makhuyenmai),
  DA_DUNG: isNotNull(members.khuyenmai_dadung_luc),
  CHUA_DUNG: and(isNotNull(members.makhuyenmai), isNull(members.khuyenmai_dadung_luc)),
} as const;

export function listMembers(db: Database, query: MemberRegistrationListQuery, reader: Reader) {
  return listPage(query, {
    where: [
      clinicCondition(members.phongkham_id, reader.clinic),
      query.khuyenmai ? codeState[query.khuyenmai] : undefined,
      ...withinClinicDays(members.createdAt, query.tungay, query.denngay),
    ],
    // Name, phone, e-mail or code, diacritics ignored ("nguyen thi hoa" finds "Nguyễn Thị Hoa").
    search: [members.hoten, members.dienthoai, members.email, members.makhuyenmai],
    sortable: { createdAt: members.createdAt, hoten: icu(members.hoten) },
    defaultSort: '-createdAt',
    tieBreak: desc(members._id),
    columns: rowColumns,
    from: (fields) => db.select(fields).from(members).leftJoin(staff, eq(staff._id, members.khuyenmai_dadung_boi)),
  });
}

export async function getMember(db: Pick<Database, 'select'>, id: string, clinic?: string | null) {
  const [row] = await db
    .select(recordColumns)
    .from(members)
    .leftJoin(staff, eq(staff._id, members.khuyenmai_dadung_boi))
    .where(and(eq(members._id, id), clinicCondition(members.phongkham_id, clinic)));
  return row ?? null;
}

/**
 * Marks a registration's code as used, recording who and when: 404 for a registration of another clinic, 409 when it
 * has no code or the code is already used (the first mark stands; one conditional update decides between two).
 */
export async function markPromotionUsed(db: Database, id: string, actor: Actor) {
  const clinic = actorClinic(actor);
  return writing(db, authorOf(actor), async (writer) => {
    // Locked first: of two marks at once, the second waits and then finds the code used.
    const before = await writer.lock(members, id, clinicCondition(members.phongkham_id, clinic));
    if (!before.makhuyenmai) throw new HttpError(409, 'errors.noPromotionCode');
    if (before.khuyenmai_dadung_luc) throw new HttpError(409, 'errors.promotionCodeUsed');
    await writer.update(
      members,
      id,
      { khuyenmai_dadung_luc: now(), khuyenmai_dadung_boi: actor._id },
      { before, truoc: { makhuyenmai: before.makhuyenmai }, sau: { makhuyenmai: before.makhuyenmai } },
    );
    return (await getMember(writer.tx, id, clinic))!;
  });
}
