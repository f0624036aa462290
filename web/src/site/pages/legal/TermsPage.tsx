// The terms of use (/dieu-khoan-su-dung): the page DIEU_KHOAN_SU_DUNG.
import { legalRoute } from './legal-page';

export const { loader, handle, Component } = legalRoute('DIEU_KHOAN_SU_DUNG');
