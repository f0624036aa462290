// The clinic's pharmacy store: what prescriptions are dispensed from, the counter sells from, and the doctor's picker
// counts. The stock module owns stores (one live pharmacy per clinic, made at first use); this names it here.
export { findPharmacy, pharmacyOf } from '../stock/stores.service';
