import { toPersianDigits } from '@shop/persian';
import { categoryName } from './others-category';
import { excerpt, htmlToText } from './text';

/** What a page says of the shop: its name and tagline, from the shop's settings. */
export interface ShopIdentity {
  shopName: { fa: string };
  tagline: string;
}

/** A page's title (without the shop's name, which `fullTitle` adds) and its meta description. */
export interface PageTitle {
  title: string;
  description: string;
}

const persianNumber = (value: number) => value.toLocaleString('fa-IR');

/** The title and description of every page, as the server writes them in the head and the app sets them. */
export const pageTitles = {
  home: (shop: ShopIdentity): PageTitle => ({
    title: 'فروشگاه تجهیزات برقی و الکترونیکی',
    description: `${shop.shopName.fa}؛ ${shop.tagline}. سفارش از راه واتس‌اپ، تلگرام و تلفن.`,
  }),
  shop: (shop: ShopIdentity, page: number): PageTitle => ({
    title: page > 1 ? `فروشگاه، صفحه ${persianNumber(page)}` : 'فروشگاه',
    description: `همه محصولات برقی و الکترونیکی ${shop.shopName.fa}: سیم و کابل، کلید و پریز، روشنایی، ابزار و بیشتر.`,
  }),
  category: (_shop: ShopIdentity, category: { title: string; description: string }): PageTitle => {
    const name = categoryName(category.title);
    return { title: name, description: excerpt(htmlToText(category.description)) || `خرید ${name}` };
  },
  brands: (shop: ShopIdentity): PageTitle => ({
    title: 'برندها',
    description: `برندهای تجهیزات برقی ${shop.shopName.fa}: محصولات هر برند با قیمت و موجودی روز.`,
  }),
  /** `category`: the name of the one of its categories the page is narrowed to. */
  brand: (
    shop: ShopIdentity,
    brand: { nameFa: string; nameEn: string },
    page: number,
    category?: string,
  ): PageTitle => ({
    title: `محصولات ${brand.nameFa} (${brand.nameEn})${category ? ` در ${category}` : ''}${page > 1 ? `، صفحه ${persianNumber(page)}` : ''}`,
    description: `خرید ${category ?? 'محصولات برقی'} ${brand.nameFa} (${brand.nameEn}) از ${shop.shopName.fa}، با قیمت و موجودی روز.`,
  }),
  product: (
    _shop: ShopIdentity,
    product: { title: string; price: number; description: string },
  ): PageTitle => ({
    title: product.title,
    description:
      `${product.title} — ${persianNumber(product.price)} تومان. ${excerpt(htmlToText(product.description))}`.slice(
        0,
        200,
      ),
  }),
  search: (shop: ShopIdentity, q: string): PageTitle => ({
    title: q ? `جستجوی «${q}»` : 'جستجو',
    description: q ? `نتایج جستجوی «${q}» در ${shop.shopName.fa}` : shop.tagline,
  }),
  about: (shop: ShopIdentity): PageTitle => ({
    title: 'درباره ما',
    description: `درباره ${shop.shopName.fa}: ${shop.tagline}`,
  }),
  contact: (shop: ShopIdentity): PageTitle => ({
    title: 'تماس با ما',
    description: `تلفن، واتس‌اپ، تلگرام، نشانی و ساعت کاری ${shop.shopName.fa}`,
  }),
  privacy: (): PageTitle => ({
    title: 'حریم خصوصی',
    description: 'چه اطلاعاتی از شما نگه می‌داریم و چگونه از آن محافظت می‌کنیم',
  }),
  terms: (): PageTitle => ({
    title: 'قوانین و مقررات',
    description: 'شرایط سفارش، ارسال، بازگشت کالا و گارانتی',
  }),
  compare: (shop: ShopIdentity): PageTitle => ({
    title: 'مقایسه محصولات',
    description: `مقایسه مشخصات فنی، برند و قیمت محصولات ${shop.shopName.fa}`,
  }),
  requestList: (shop: ShopIdentity): PageTitle => ({
    title: 'لیست خرید',
    description: `لیست کالاهای انتخاب‌شده با قیمت روز ${shop.shopName.fa}؛ ارسال در واتس‌اپ، تلگرام، پیامک یا تلفن و دریافت پیش‌فاکتور.`,
  }),
  /** `number` as the API answers it (`1405-00123`), written in Persian digits. */
  proForma: (shop: ShopIdentity, proForma: { number: string }): PageTitle => ({
    title: `پیش‌فاکتور ${toPersianDigits(proForma.number)}`,
    description: `پیش‌فاکتور ${toPersianDigits(proForma.number)} از ${shop.shopName.fa}`,
  }),
  /** A deleted product's address. */
  removedProduct: (shop: ShopIdentity, product: { title: string }): PageTitle => ({
    title: `${product.title} (دیگر فروخته نمی‌شود)`,
    description: `${product.title} دیگر در ${shop.shopName.fa} فروخته نمی‌شود؛ کالاهای مشابه را ببینید.`,
  }),
  /** Account and admin screens, as the server names them before the app knows who is asking. */
  account: (shop: ShopIdentity): PageTitle => ({ title: 'حساب کاربری', description: shop.tagline }),
  notFound: (shop: ShopIdentity): PageTitle => ({ title: 'صفحه یافت نشد', description: shop.tagline }),
};

/** `<page> | <shop>`: the tab's title. */
export const fullTitle = (title: string, shop: ShopIdentity) => `${title} | ${shop.shopName.fa}`;
