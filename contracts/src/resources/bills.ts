// Bills (hóa đơn, /admin/hoa-don, /api/hoadon), their lines, receipts (phiếu thu) and refunds (phiếu chi): the
// money side of a visit or a counter sale. Every amount is whole đồng. The bill's workflow is declared once here
// (billWorkflow); the server routes its moves and the back office offers the moves a reader may take.

/** A bill's life: draft (lines still change), issued (frozen), partly paid, paid, voided. */
export const billStates = ['NHAP', 'DA_PHAT_HANH', 'THANH_TOAN_MOT_PHAN', 'DA_THANH_TOAN', 'DA_HUY'] as const;
export type BillState = (typeof billStates)[number];

/** What a line sells: a price-list service, a drug, a product, a service package. */
export const billLineKinds = ['DICH_VU', 'THUOC', 'SAN_PHAM', 'GOI'] as const;
export type BillLineKind = (typeof billLineKinds)[number];

/** A bill-level discount's approval: none needed (under the clinic's threshold), awaiting, approved. */
export const discountApprovals = ['KHONG_CAN', 'CHO_DUYET', 'DA_DUYET'] as const;
export type DiscountApproval = (typeof discountApprovals)[number];

/** How money changes hands. */
export const paymentMethodCodes = ['TIEN_MAT', 'THE', 'CHUYEN_KHOAN', 'VIETQR'] as const;
export type PaymentMethod = (typeof paymentMethodCodes)[number];

/** A cashier's shift: open, closed (and then unchangeable). */
export const shiftStates = ['MO', 'DA_DONG'] as const;
export type ShiftState = (typeof shiftStates)[number];

/** The numbered document kinds: bills, receipts, refunds (the prefix of `HD-2026-000123`). */
export const documentKinds = ['HD', 'PT', 'PC'] as const;
export type DocumentKind = (typeof documentKinds)[number];
