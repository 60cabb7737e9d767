import { OpsUsageError } from '@/scripts/ops/command';
import { parseOpsArgs } from '@/scripts/ops/program';

describe('ops social:set and social:list', () => {
  it('turns key=value pairs into the PUT body of a provider', () => {
    expect(parseOpsArgs(['social:set', 'demo', 'google', 'enabled=true', 'clientId=abc.apps.googleusercontent.com', 'clientSecret=s3cr=t'])).toEqual({
      command: 'social:set', merchant: 'demo', provider: 'google', json: false,
      body: { enabled: true, clientId: 'abc.apps.googleusercontent.com', clientSecret: 's3cr=t' },
    });
    expect(parseOpsArgs(['social:set', 'demo', 'telegram', 'enabled=on', 'clientSecret=1:abc', 'botName=DemoBot', '--json'])).toMatchObject({
      provider: 'telegram', json: true, body: { enabled: true, clientSecret: '1:abc', botName: 'DemoBot' },
    });
    expect(parseOpsArgs(['social:set', 'demo', 'google', 'enabled=false', 'issuer=null']).command).toBe('social:set');
  });

  it('refuses an unknown provider or setting, and a change without enabled', () => {
    expect(() => parseOpsArgs(['social:set', 'demo', 'myspace', 'enabled=true'])).toThrow(OpsUsageError);
    expect(() => parseOpsArgs(['social:set', 'demo', 'google', 'enabled=true', 'colour=red'])).toThrow(/unknown social setting/);
    expect(() => parseOpsArgs(['social:set', 'demo', 'google', 'clientId=x'])).toThrow(/enabled=/);
    expect(() => parseOpsArgs(['social:set', 'demo'])).toThrow(/usage/);
  });

  it('lists the providers of one merchant', () => {
    expect(parseOpsArgs(['social:list', 'demo'])).toEqual({ command: 'social:list', merchant: 'demo', json: false });
    expect(() => parseOpsArgs(['social:list'])).toThrow(/usage/);
  });
});
