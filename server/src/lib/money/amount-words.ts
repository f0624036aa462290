// The amount in words a receipt prints under its figure ("Bằng chữ"), as a Vietnamese cashier writes it:
// "Một triệu hai trăm năm mươi nghìn đồng chẵn". Vietnamese comes from read-vietnamese-number (the reading rules:
// mốt, tư, lăm, lẻ, "không trăm" inside a group), set to the words invoices use (nghìn, tỷ, lẻ); the English receipt
// gets a small reader of its own, since it only has to count whole dong.
import { ReadingConfig, doReadNumber } from 'read-vietnamese-number';

const vietnamese = new ReadingConfig();
vietnamese.unit = ['đồng'];
vietnamese.units = [[], ['nghìn'], ['triệu'], ['tỷ']];
vietnamese.oddText = 'lẻ';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 1..999 in English words: "two hundred fifty", "twenty-one". */
function belowThousand(n: number): string {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]!);
  else if (rest) words.push(ONES[rest]!);
  return words.join(' ');
}

/** A whole number in English words, American style without "and": 1 250 000 → "one million two hundred fifty thousand". */
function english(n: number): string {
  if (n === 0) return ONES[0]!;
  const groups: string[] = [];
  for (let scale = 0; n > 0; scale++, n = Math.floor(n / 1000)) {
    const group = n % 1000;
    if (group) groups.unshift(SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
  }
  return groups.join(' ');
}

/**
 * A whole amount of đồng in words with a capital first letter: vi "Một triệu hai trăm năm mươi nghìn đồng chẵn"
 * ("chẵn": no odd hào, which our whole-đồng amounts never have; zero reads "Không đồng"), en "One million two
 * hundred fifty thousand dong".
 */
export function amountInWords(dong: number, locale: 'vi' | 'en'): string {
  if (!Number.isSafeInteger(dong) || dong < 0) {
    throw new RangeError(`an amount in words is a non-negative whole number of đồng, got ${dong}`);
  }
  if (locale === 'en') return capitalized(`${english(dong)} dong`);
  const words = doReadNumber(String(dong), vietnamese);
  return capitalized(dong === 0 ? words : `${words} chẵn`);
}
