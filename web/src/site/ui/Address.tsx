// The clinic's address as the site shows it: setting.diachi split on commas, one part per line
// (docs/product-rules.md, 'Clinic settings').
import { addressLines } from '../../shared/format';

export function Address({ diachi, className, testId }: { diachi: string; className?: string; testId?: string }) {
  return (
    <address className={className} data-testid={testId}>
      {addressLines(diachi).map((line, index) => (
        // Parts may repeat ("…, Hà Nội, Hà Nội"): the position is the key.
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
