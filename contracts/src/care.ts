// The clinic's day shared by every care module: a visit (lượt khám) is one patient's stay from arrival to leaving,
// in one room's queue of one day; an order line (chỉ định) is one price-list service ordered for a visit, which the
// lab, the imaging room or the examination carries through its steps. Reception opens visits; examination, orders
// and prescriptions hang off them; bills will add up their order lines.

/**
 * Where a visit stands in its room's queue: waiting, called to the room, being examined, skipped (called and not
 * there; can be recalled), finished, cancelled.
 */
export const visitStates = ['CHO', 'DANG_GOI', 'DANG_KHAM', 'BO_QUA', 'XONG', 'HUY'] as const;
export type VisitState = (typeof visitStates)[number];

/**
 * An order line's steps: ordered, sample taken or examination performed, result entered, result verified
 * (the result is final and goes back to the doctor), cancelled.
 */
export const orderStates = ['CHI_DINH', 'DA_THUC_HIEN', 'CO_KET_QUA', 'DA_DUYET', 'HUY'] as const;
export type OrderState = (typeof orderStates)[number];
