import type { OwnPack, PackBookingBody, PackForSale } from '../../../shared/packs.js';
import { createRequest, type Request } from '../../api/client.js';

/** Lesson packs' calls (issue 41, point 3), outside the entry's Api: only my page and the booking page's pack choice load them. */
export function createPacksApi(request: Request = createRequest()) {
  return {
    onSale: () => request<{ packs: PackForSale[] }>('/public/packs').then((r) => r.packs),
    mine: () => request<{ packs: OwnPack[] }>('/public/mypage/packs').then((r) => r.packs),
    buy: (packId: number) =>
      request<{ code: string; checkout_url: string }>('/public/packs/buy', { method: 'POST', body: { pack_id: packId } }),
    book: (body: PackBookingBody) => request<{ booking_id: number; url: string }>('/public/packs/book', { method: 'POST', body }),
  };
}
export type PacksApi = ReturnType<typeof createPacksApi>;
