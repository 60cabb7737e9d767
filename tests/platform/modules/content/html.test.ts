import { cleanAnnouncementHtml } from '@/platform/src/modules/content/html';

/**
 * The allowlist every operator HTML passes (announcements, pop-ups, promotions): it cleans rather
 * than refuses, so a pasted promotion keeps its formatting and loses only what could run code,
 * leave the site quietly or cover the page.
 */
describe('cleanAnnouncementHtml (operator HTML of announcements and promotions)', () => {
  it.each([
    ['keeps a promotion\'s formatting, lists and tables',
      '<h3>Terms</h3><ul><li><b>10x</b> turnover</li></ul><table><tr><th colspan="2">Tier</th></tr><tr><td>1</td><td>5%</td></tr></table>',
      '<h3>Terms</h3><ul><li><b>10x</b> turnover</li></ul><table><tr><th colspan="2">Tier</th></tr><tr><td>1</td><td>5%</td></tr></table>'],
    ['keeps design pixel sizes (the screen turns them into rem) but drops positioning',
      '<p style="font-size:28px;margin:10px 20px;position:fixed;z-index:99;top:0">x</p>', '<p style="font-size:28px;margin:10px 20px">x</p>'],
    ['drops scripts, styles and event handlers', '<script>steal()</script><style>body{display:none}</style><b onclick="x()">ok</b>', '<b>ok</b>'],
    ['drops frames, forms and objects with their content', '<iframe src="https://evil.example"></iframe><form action="/x"><input name="p"></form><object data="x"></object>ok', 'ok'],
    ['drops script and data URLs from links, even encoded', '<a href="jav&#x61;script:alert(1)">a</a><a href="data:text/html,x">b</a>', '<a>a</a><a>b</a>'],
    ['keeps a link to a screen of the site and opens other tabs without an opener',
      '<a href="/m/voucherCenter">deposit</a><a href="https://example.com" target="_self" rel="opener">t&amp;c</a>',
      '<a href="/m/voucherCenter">deposit</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">t&amp;c</a>'],
    ['keeps https and site images, drops plain http and data images entirely',
      '<img src="https://cdn.example.com/a.png" alt="a"><img src="/games/art/banner/promotion/x.webp"><img src="http://cdn.example.com/b.png"><img src="data:image/png;base64,AAAA">',
      '<img src="https://cdn.example.com/a.png" alt="a" /><img src="/games/art/banner/promotion/x.webp" />'],
    ['drops classes and ids that could dress up as the site\'s controls', '<div class="bottom-menu" id="login">fake</div>', '<div>fake</div>'],
    ['drops CSS that loads or hides things', '<span style="background-image:url(https://t.example/p.gif);display:none;color:red">c</span>', '<span style="color:red">c</span>'],
  ])('%s', (_, dirty, clean) => {
    expect(cleanAnnouncementHtml(dirty)).toBe(clean);
  });

  it('is stable: cleaning twice changes nothing more', () => {
    const once = cleanAnnouncementHtml('<p style="font-size:24px" onclick="x()">a<script>b</script></p><a href="https://x.example" target="_top">l</a>');
    expect(cleanAnnouncementHtml(once)).toBe(once);
  });
});
