// What the inbox's list and record share: a status's colour and the phone as a link that calls it.
import type { RequestStatus } from '@phongkham/contracts';

export const statusColors: Record<RequestStatus, string> = {
  MOI: 'blue',
  DA_LIEN_HE: 'gold',
  DA_DAT_LICH: 'green',
  KHONG_LIEN_LAC: 'volcano',
  HUY: 'default',
};

/** The phone as a tel: link: one tap calls the visitor from a phone. */
export const PhoneLink = ({ phone }: { phone: string }) => <a href={`tel:${phone}`}>{phone}</a>;
