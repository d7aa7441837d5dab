import { productDerivedFields } from '../modules/catalog/derived-fields';
import { sanitizeRichText } from '../http/sanitize-html';

// Building blocks for believable Persian product titles, so search benchmarks meet realistic text.
const KINDS = [
  'کلید مینیاتوری',
  'سیم افشان',
  'کابل برق',
  'لامپ LED',
  'پریز ارت‌دار',
  'کلید تک پل',
  'مولتی متر',
  'باتری قلمی',
  'چراغ سقفی',
  'پنل روکار',
  'محافظ ولتاژ',
  'سه راهی برق',
  'دوربین مداربسته',
  'اسپیکر بلوتوث',
  'هدفون بی‌سیم',
  'منبع تغذیه',
  'فیوز',
  'کنتاکتور',
  'ترمینال',
  'داکت',
  'چسب برق',
  'هویه',
  'فازمتر',
  'پاوربانک',
  'آیفون تصویری',
  'ریسه',
  'پروژکتور',
  'رله',
  'تایمر',
  'سنسور حرکتی',
  'دیمر',
  'آداپتور',
  'شارژر',
  'کابل شبکه',
] as const;
const BRANDS = [
  'Schneider',
  'ABB',
  'Legrand',
  'Hager',
  'پارس شهاب',
  'مازی نور',
  'Simaran',
  'Fluke',
  'UNI-T',
  'Xiaomi',
  'Sonoff',
  'Samsung',
  'LG',
  'JBL',
  'Sony',
  'Panasonic',
  'Varta',
  'Energizer',
  'فراز',
  'Delta',
  'کاوه',
  'افراتاب',
] as const;
const SPECS = [
  '۱۶ آمپر',
  '۲۵ آمپر',
  '۱ در ۲.۵',
  '۱ در ۱.۵',
  '۲ در ۴',
  '۱۰ وات',
  '۲۰ وات',
  '۵۰ وات',
  '۲۲۰ ولت',
  '۱۲ ولت',
  'ضد آب',
  'سفید',
  'مشکی',
  'توکار',
  'روکار',
  'هوشمند',
  'صنعتی',
  'سه فاز',
  'تک فاز',
  '۱۰۰ متری',
] as const;

/** A small deterministic generator (mulberry32), so the same seed gives the same catalog. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticProductOptions {
  index: number;
  categoryId: string;
  categoryTitle: string;
  image: string;
  /** The product's brand: its name goes in the title. */
  brand?: { id: string; nameEn: string };
}

/** One synthetic product row, derived fields included, ready for a bulk insert. */
export function syntheticProduct({
  index,
  categoryId,
  categoryTitle,
  image,
  brand,
}: SyntheticProductOptions) {
  const next = random(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const model = `${String.fromCharCode(65 + Math.floor(next() * 26))}${Math.floor(next() * 9000 + 100)}`;
  const title = `${pick(KINDS)} ${pick(SPECS)} ${brand?.nameEn ?? pick(BRANDS)} مدل ${model}`;
  const description = sanitizeRichText(
    `<p>${title}، مناسب برای مصارف خانگی و صنعتی با کیفیت ساخت بالا.</p><ul><li><strong>برند:</strong> ${pick(BRANDS)}</li><li><strong>مشخصه:</strong> ${pick(SPECS)}</li><li><strong>گارانتی:</strong> ۱۸ ماهه</li></ul>`,
  );
  const price = Math.round((next() * 9_900_000 + 50_000) / 1000) * 1000;
  return {
    title,
    description,
    price,
    originalPrice: next() < 0.25 ? Math.round(price * 1.15) : null,
    stock: next() < 0.12 ? 0 : Math.floor(next() * 200) + 1,
    isPopular: false,
    categoryId,
    brandId: brand?.id ?? null,
    image,
    gallery: [],
    createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    ...productDerivedFields({ title, descriptionHtml: description, categoryTitle }),
  };
}
