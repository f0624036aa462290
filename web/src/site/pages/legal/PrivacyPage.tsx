// The privacy policy (/chinh-sach-bao-mat): the page CHINH_SACH_BAO_MAT, under the Personal Data Protection Law.
import { legalRoute } from './legal-page';

export const { loader, handle, Component } = legalRoute('CHINH_SACH_BAO_MAT');
