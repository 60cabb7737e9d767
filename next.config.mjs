import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (icu-minify), so no page ships the ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The platform is a separate program; the web app never bundles its database drivers.
  serverExternalPackages: ['pg', '@electric-sql/pglite', 'maxmind'],
  images: { unoptimized: true },
  async headers() {
    return [
      { source: '/:path*', headers: [{ key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' }, { key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // The password-reset link carries its token in the URL: never send it on as a referrer.
      { source: '/m/forget', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
