import type { Announcement, Banner } from '@/lib/wps/schemas/content';

export const announcement = (id: number, over: Partial<Announcement> = {}): Announcement => ({
  id, type: 'PL', title: `Notice ${id}`, content: `<p>Body ${id}</p>`, startDate: '2026-06-01T00:00:00.000Z', endDate: null, noExpiry: 1,
  promoAnnouncementCategoryIds: [], announcementImages: [], action: null, read: true, ...over,
});

export const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id, groupName: 'm_home', url: `/games/content/banner/b${id}.svg?t=B${id}&h=10`, width: 750, height: 300, title: `Banner ${id}`, linkUrl: null, ...over,
});
