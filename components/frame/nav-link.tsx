'use client';

import type { ReactNode } from 'react';
import Link from '@/components/frame/link';
import { usePathname } from 'next/navigation';
import { normalizePath } from '@/lib/frame/path';
import { isHomePath } from '@/lib/frame/home';

/** A menu link that marks itself as the current page (home counts for every home path). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const current = href === '/m/home' ? isHomePath(pathname) : normalizePath(pathname) === normalizePath(href);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
