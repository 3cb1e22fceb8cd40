import { describe, expect, it } from 'vitest';
import { egressEnv } from '../../../src/media/egress/proxy.js';

describe('egressEnv', () => {
  it('sets the proxy for both cases and removes every other *_proxy variable', () => {
    const env = egressEnv('http://u:p@127.0.0.1:1', {
      PATH: '/bin',
      no_proxy: '*',
      NO_PROXY: '*',
      all_proxy: 'socks5://x',
      Http_Proxy: 'http://old',
    });
    expect(env).toEqual({
      PATH: '/bin',
      http_proxy: 'http://u:p@127.0.0.1:1',
      https_proxy: 'http://u:p@127.0.0.1:1',
      HTTP_PROXY: 'http://u:p@127.0.0.1:1',
      HTTPS_PROXY: 'http://u:p@127.0.0.1:1',
    });
  });
});
