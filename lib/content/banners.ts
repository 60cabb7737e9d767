import type { Banner } from '@/lib/wps/schemas/content';

/** A banner as a banner group draws it (components/ui/banner-group.tsx): image, size, alt text, link. */
export interface BannerImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  linkUrl: string | null;
}

/** Banners of the wire as images of a banner group: the title is the image's alt text. */
export function bannerProps(banners: readonly Banner[]): BannerImage[] {
  return banners.map((b) => ({ url: b.url, alt: b.title, width: b.width, height: b.height, linkUrl: b.linkUrl }));
}
