// The stock API's paths and the shapes the screens read, from the stock contract (contracts/src/resources/stock.ts).
// A batch row may carry more than the contract names yet (the alerts of near expiry and low stock, the drug's packs):
// those are read as optional, so a row without them shows no mark rather than breaking.
import type { BatchRow as ContractBatchRow, DrugPack, StockDocumentDetail } from '@phongkham/contracts';

export {
  batchHoldInput as holdInput,
  batchResource,
  destructionInput,
  goodsReceiptInput as receiptInput,
  openingStockInput as openingInput,
  receiptLineInput as receiptLine,
  stockDocumentResource,
  supplierReturnInput,
  transferInput,
  type StockCardAnswer as StockCard,
  type StockDocumentRow,
  type StoreRow,
  type StocktakeDetail,
  type StocktakeRow,
} from '@phongkham/contracts';

export const stockApi = {
  stores: '/api/kho',
  batches: '/api/kho/lohang',
  hold: (id: string) => `/api/kho/lohang/${id}/tamgiu`,
  documents: '/api/kho/phieukho',
  receipt: '/api/kho/phieunhap',
  receiptExcel: '/api/kho/phieunhap/excel',
  opening: '/api/kho/tondau',
  transfer: '/api/kho/chuyenkho',
  supplierReturn: '/api/kho/trancc',
  destruction: '/api/kho/huy',
  stocktakes: '/api/kho/kiemke',
  stocktake: (id: string) => `/api/kho/kiemke/${id}`,
  stocktakeCounts: (id: string) => `/api/kho/kiemke/${id}/dong`,
  stocktakePost: (id: string) => `/api/kho/kiemke/${id}/chot`,
  card: '/api/kho/thekho',
} as const;

/** A batch as the list answers it, with the alerts and packs it may carry. */
export type BatchRow = ContractBatchRow & {
  ganhethan?: boolean;
  duoidinhmuc?: boolean;
  quycach?: DrugPack[] | null;
};

/** A document as its page and print read it, with the clinic's header when the answer carries it. */
export type StockDocument = StockDocumentDetail & {
  phongkham_ten?: string;
  phongkham_diachi?: string;
  phongkham_dienthoai?: string;
  goc_so?: string | null;
};
