import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amountInWords(…, "vi") reads as a cashier writes it', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng chẵn'],
    [10, 'Mười đồng chẵn'],
    [11, 'Mười một đồng chẵn'], // "một" after mười, "mốt" only after mươi
    [14, 'Mười bốn đồng chẵn'], // "bốn" after mười, "tư" only after mươi
    [15, 'Mười lăm đồng chẵn'],
    [21, 'Hai mươi mốt đồng chẵn'],
    [24, 'Hai mươi tư đồng chẵn'],
    [25, 'Hai mươi lăm đồng chẵn'],
    [101, 'Một trăm lẻ một đồng chẵn'],
    [105, 'Một trăm lẻ năm đồng chẵn'], // "năm" after lẻ, never "lăm"
    [110, 'Một trăm mười đồng chẵn'],
    [1_000, 'Một nghìn đồng chẵn'],
    [1_005, 'Một nghìn không trăm lẻ năm đồng chẵn'],
    [1_015, 'Một nghìn không trăm mười lăm đồng chẵn'],
    [10_500, 'Mười nghìn năm trăm đồng chẵn'],
    [35_000, 'Ba mươi lăm nghìn đồng chẵn'],
    [121_000, 'Một trăm hai mươi mốt nghìn đồng chẵn'],
    [204_000, 'Hai trăm lẻ bốn nghìn đồng chẵn'], // "lẻ bốn", never "lẻ tư"
    [1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng chẵn'],
    [1_000_005, 'Một triệu không trăm lẻ năm đồng chẵn'],
    [31_234_567, 'Ba mươi mốt triệu hai trăm ba mươi tư nghìn năm trăm sáu mươi bảy đồng chẵn'],
    [1_000_000_000, 'Một tỷ đồng chẵn'],
    [1_000_001_000, 'Một tỷ không trăm lẻ một nghìn đồng chẵn'],
    [2_500_000_000, 'Hai tỷ năm trăm triệu đồng chẵn'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng chẵn'],
  ])('%i → %s', (dong, words) => {
    expect(amountInWords(dong, 'vi')).toBe(words);
  });
});

describe('amountInWords(…, "en")', () => {
  it.each([
    [0, 'Zero dong'],
    [5, 'Five dong'],
    [10, 'Ten dong'],
    [15, 'Fifteen dong'],
    [21, 'Twenty-one dong'],
    [101, 'One hundred one dong'],
    [105, 'One hundred five dong'],
    [1_000, 'One thousand dong'],
    [1_005, 'One thousand five dong'],
    [10_500, 'Ten thousand five hundred dong'],
    [1_250_000, 'One million two hundred fifty thousand dong'],
    [1_000_000_000, 'One billion dong'],
    [2_500_000_000, 'Two billion five hundred million dong'],
    [1_000_001_000, 'One billion one thousand dong'],
    [999_999, 'Nine hundred ninety-nine thousand nine hundred ninety-nine dong'],
    [
      Number.MAX_SAFE_INTEGER,
      'Nine quadrillion seven trillion one hundred ninety-nine billion two hundred fifty-four million seven hundred forty thousand nine hundred ninety-one dong',
    ],
  ])('%i → %s', (dong, words) => {
    expect(amountInWords(dong, 'en')).toBe(words);
  });
});

describe('amountInWords() refuses what is not whole đồng', () => {
  it.each([[-1], [1.5], [Number.NaN], [2 ** 60]])('%s', (dong) => {
    expect(() => amountInWords(dong, 'vi')).toThrow(RangeError);
    expect(() => amountInWords(dong, 'en')).toThrow(RangeError);
  });
});
