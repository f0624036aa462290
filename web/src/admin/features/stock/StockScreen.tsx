// /admin/kho (stock): the batches of the clinic's stores with their alerts (and a batch's page), goods received and
// opening stock, the numbered stock documents, the stock card and the stocktake: tabs of one page under the /kho grant,
// each at its own address.
import { TabbedScreen } from '../../kit/TabbedScreen';
import { GoodsReceipt } from './GoodsReceipt';
import { StockCardPage } from './StockCard';
import { StockDocuments } from './StockDocuments';
import { StockList } from './StockList';
import { Stocktake } from './Stocktake';
import { useStockText } from './texts';
import { useScreenGrants } from '../../kit/grants';

export function StockScreen() {
  const text = useStockText();
  const can = useScreenGrants(['/kho']);
  return (
    <TabbedScreen
      tabs={[
        { path: '', label: text('tabs.stock'), element: <StockList />, nested: true },
        ...(can.create ? [{ path: 'nhap-hang', label: text('tabs.receipt'), element: <GoodsReceipt /> }] : []),
        { path: 'phieu', label: text('tabs.documents'), element: <StockDocuments />, nested: true },
        { path: 'the-kho', label: text('tabs.card'), element: <StockCardPage /> },
        ...(can.create ? [{ path: 'kiem-ke', label: text('tabs.stocktake'), element: <Stocktake /> }] : []),
      ]}
    />
  );
}
