import {
  promotionActionHref, promotionCategoryHref, promotionDates, promotionHref, promotionImage, promotionsIn, queryId, selectedCategory,
} from '@/lib/content/promotions';
import { announcement } from '@/tests/components/content/fixtures';

const promo = (id: number, categories: number[], over: Parameters<typeof announcement>[1] = {}) =>
  announcement(id, { type: 'PR', promoAnnouncementCategoryIds: categories, ...over });

describe('promotion screen rules', () => {
  it('writes the date range as YYYY/MM/DD, the end as long term when noExpiry=1', () => {
    expect(promotionDates({ startDate: '2026-11-25T08:00:00.000Z', endDate: '2026-12-25T08:00:00.000Z', noExpiry: 0 }, 'Long term'))
      .toBe('2026/11/25 – 2026/12/25');
    expect(promotionDates({ startDate: '2026-01-05T00:00:00.000Z', endDate: null, noExpiry: 1 }, 'Long term')).toBe('2026/01/05 – Long term');
    // noExpiry wins even over an end date the server still carries.
    expect(promotionDates({ startDate: '2026-01-05T00:00:00.000Z', endDate: '2026-02-01T00:00:00.000Z', noExpiry: 1 }, '长期')).toBe('2026/01/05 – 长期');
  });

  it('shows every promotion under "all" and only a category\'s own under a category, in the server\'s order', () => {
    const list = [promo(1, [10]), promo(2, [11]), promo(3, [10, 11]), promo(4, [])];
    expect(promotionsIn(list, null).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(promotionsIn(list, 10).map((p) => p.id)).toEqual([1, 3]);
    expect(promotionsIn(list, 11).map((p) => p.id)).toEqual([2, 3]);
    expect(promotionsIn(list, 12)).toEqual([]);
  });

  it('selects a category of the menu only; anything else shows all', () => {
    const menu = [{ id: 10, name: 'Slots', sort: 0 }, { id: 11, name: 'Live', sort: 1 }];
    expect(selectedCategory(menu, 11)).toBe(11);
    expect(selectedCategory(menu, 99)).toBeNull();
    expect(selectedCategory(menu, null)).toBeNull();
  });

  it('reads ids from the query only when they are whole positive numbers', () => {
    expect(queryId('12')).toBe(12);
    expect(queryId(['7', '8'])).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '1.5', '12abc', ' 3', '99999999999']) expect(queryId(bad)).toBeNull();
  });

  it('shows the image of sequence 1, whatever order the images come in', () => {
    expect(promotionImage({ announcementImages: [{ url: '/b.webp', sequence: 2 }, { url: '/a.webp', sequence: 1 }] })).toBe('/a.webp');
    expect(promotionImage({ announcementImages: [{ url: '/b.webp', sequence: 2 }] })).toBeNull();
    expect(promotionImage({ announcementImages: [] })).toBeNull();
  });

  it('offers a button for a link, and for a claim the reward centre with the promotion first', () => {
    expect(promotionActionHref({ action: { type: 'link', url: '/m/voucherCenter' } })).toBe('/m/voucherCenter');
    expect(promotionActionHref({ action: { type: 'claim', claimId: 'first-deposit' } })).toBe('/m/rewardCenter?claim=first-deposit');
    expect(promotionActionHref({ action: null })).toBeNull();
  });

  it('gives each promotion its canonical address and each category its screen', () => {
    expect(promotionHref(42)).toBe('/m/activityDetail?id=42');
    expect(promotionCategoryHref(3)).toBe('/m/activity?category=3');
    expect(promotionCategoryHref(null)).toBe('/m/activity');
  });
});
