import { chatBackHref, chatHeaderColor, chatRedirect_ms, chatSocketUrl, mergeMessages, pictureProblem, reconnectDelay_ms } from '@/lib/chat/view';
import { gateFor } from '@/lib/frame/gate';

describe('live chat rules (lib/chat/view)', () => {
  it('waits the SPEC §7 500 ms before following the launch', () => {
    expect(chatRedirect_ms).toBe(500);
  });

  it('goes back only to a path of this site, to the message centre otherwise', () => {
    expect(chatBackHref('/m/home')).toBe('/m/home');
    expect(chatBackHref('/m/message?x=1')).toBe('/m/message?x=1');
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null, undefined]) expect(chatBackHref(bad)).toBe('/m/message');
  });

  it('takes a header colour only as a hex colour', () => {
    expect(chatHeaderColor('#ff8800')).toBe('#ff8800');
    expect(chatHeaderColor('#abc')).toBe('#abc');
    for (const bad of ['red', 'ff8800', '#ff88001', 'url(x)', null]) expect(chatHeaderColor(bad)).toBeNull();
  });

  it('merges a pushed message with an answered one once, in id order', () => {
    const m = (id: string) => ({ id, body: id });
    expect(mergeMessages([m('2'), m('10')], [m('3'), m('10'), m('1')]).map((x) => x.id)).toEqual(['1', '2', '3', '10']);
  });

  it('refuses a picture that is not PNG or JPEG or is over 5 MB before sending it', () => {
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('image.invalid');
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('image.too.large');
  });

  it('reconnects after 1 s, doubling up to 30 s, on wss under https', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay_ms)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(chatSocketUrl({ protocol: 'https:', host: 'a.example' }, '/wps/chat/ws')).toBe('wss://a.example/wps/chat/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/wps/chat/ws')).toBe('ws://localhost:3000/wps/chat/ws');
  });

  it('sends a visitor to login and refuses a trial player the chat screen (SPEC §6)', () => {
    expect(gateFor('/m/chat', { loggedIn: false })).toEqual({ kind: 'login' });
    expect(gateFor('/m/chat', { loggedIn: true, type: 4 })).toEqual({ kind: 'refuse', reason: 'trial' });
    expect(gateFor('/m/chat', { loggedIn: true, type: 0 })).toEqual({ kind: 'allow' });
  });
});
