import { appColours, appIconSvg, deviceOf, inNativeShell, registerMethodOf, shortName, webManifest } from '@/lib/pwa';

const theme = { mode: 'dark' as const, colors: { primary: '#f5a623', background: '#14161b' } };

describe('the web manifest of a merchant', () => {
  it('carries the brand\'s name, colours and installable icons, opening /m/home standalone', () => {
    const m = webManifest({ name: 'Lucky Star Casino Online', description: 'Lucky Star: slots…', theme, language: 'th' });
    expect(m).toMatchObject({
      name: 'Lucky Star Casino Online', short_name: 'Lucky Star', start_url: '/m/home', scope: '/', display: 'standalone',
      theme_color: '#14161b', background_color: '#14161b', lang: 'th',
    });
    // Chrome installs with a 192 and a 512 px icon; a maskable one fills Android's shapes.
    expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('differs between two merchants', () => {
    const a = webManifest({ name: 'Lucky', description: '', theme, language: 'en' });
    const b = webManifest({ name: 'Golden', description: '', theme: { mode: 'light', colors: {} }, language: 'en' });
    expect([a.name, a.theme_color]).toEqual(['Lucky', '#14161b']);
    expect([b.name, b.theme_color]).toEqual(['Golden', '#f6f7fa']);
  });

  it('paints the icon in the brand\'s colours and nothing else from the configuration', () => {
    expect(appIconSvg(theme)).toContain('fill="#14161b"');
    expect(appIconSvg(theme)).toContain('#f5a623');
    expect(appColours({ mode: 'dark', colors: { primary: 'red" onload="x' } }).primary).toBe('#f2c14e');
  });

  it('cuts a long name for the home screen at a word', () => {
    expect(shortName('Lucky')).toBe('Lucky');
    expect(shortName('Lucky Star Casino')).toBe('Lucky Star');
    expect(shortName('幸运之星娱乐城官方网站手机版本')).toBe('幸运之星娱乐城官方网站手');
  });
});

describe('running installed', () => {
  it('registers with PWA and calls with Device OTHERS from the installed app, H5 and web from a tab', () => {
    expect([registerMethodOf(true), deviceOf(true)]).toEqual(['PWA', 'OTHERS']);
    expect([registerMethodOf(false), deviceOf(false)]).toEqual(['H5', 'web']);
  });

  it('knows the native app shell by its user-agent marker', () => {
    expect(inNativeShell('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile WPSApp/2.3.1')).toBe(true);
    expect(inNativeShell('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile')).toBe(false);
  });
});
