import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The platform is a separate program; the web app never bundles its database drivers.
  serverExternalPackages: ['pg', '@electric-sql/pglite', 'maxmind'],
  images: { unoptimized: true },
};

export default withNextIntl(nextConfig);
