import {
  ORDER_CHANNEL_LABELS,
  ORDER_STATUSES,
  type OrderChannel,
  type OrderStatus,
} from '@shop/contracts/plain';
import { jalaliToIsoDay, toLatinDigits } from '@shop/persian';

/** What the desk's list shows, as its address keeps it (so a reload or a shared link shows the same). */
export interface DeskFilters {
  status?: OrderStatus;
  channel?: OrderChannel;
  phone?: string;
  number?: string;
  /** Tehran's calendar days, ISO (`2026-11-22`), both ends included. */
  from?: string;
  to?: string;
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);
const isChannel = (value: string | null): value is OrderChannel => !!value && value in ORDER_CHANNEL_LABELS;
const text = (value: string | null) => value?.trim() || undefined;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);

/** The filters an address names; anything unreadable is left out (every order, the first page). */
export function filtersOf(search: URLSearchParams): DeskFilters {
  const status = search.get('status');
  const channel = search.get('channel');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : undefined,
    channel: isChannel(channel) ? channel : undefined,
    phone: text(search.get('phone')),
    number: text(search.get('number')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters in use, as an address's query (the first page and empty filters left out). */
export function searchOf(filters: Partial<DeskFilters>): URLSearchParams {
  const entries = Object.entries(filters)
    .filter(([name, value]) => value !== undefined && value !== '' && !(name === 'page' && value === 1))
    .map(([name, value]) => [name, String(value)]);
  return new URLSearchParams(entries);
}

/** The export's address: the same orders as the list, every page of them. */
export function exportAddress(path: string, { page: _page, ...filters }: DeskFilters): string {
  const query = searchOf(filters);
  return query.size > 0 ? `${path}?${query}` : path;
}

/** A phone or a number as typed (Persian digits too), in Latin digits for the API. */
export const typedDigits = (typed: string) => toLatinDigits(typed).trim() || undefined;

/** A day typed in the Solar Hijri calendar, checked: the ISO day, or an error to show beside the field. */
export function typedDay(typed: string): { day?: string; error?: string } {
  if (!typed.trim()) return {};
  const iso = jalaliToIsoDay(typed);
  return iso ? { day: iso } : { error: 'تاریخ را به شکل ۱۴۰۵/۰۹/۰۱ بنویسید' };
}
