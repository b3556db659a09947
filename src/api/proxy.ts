/**
 * The proxy of each request, chosen for that request's own URL (HTTPS_PROXY / HTTP_PROXY, NO_PROXY, loopback
 * always direct) with the runner's own rules (@actions/http-client's getProxyUrl), whatever GITHUB_API_URL says.
 * One undici dispatcher per proxy, made on first use; credentials in a proxy URL become secrets of the client.
 */
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { Agent, ProxyAgent, type Dispatcher } from 'undici';

export type DispatcherFor = (url: string) => Dispatcher;

export function proxyDispatchers(addSecret: (value: string) => void): DispatcherFor {
  const direct = new Agent();
  const proxies = new Map<string, Dispatcher>();
  return (url) => {
    const proxy = getProxyUrl(new URL(url));
    if (!proxy) return direct;
    let agent = proxies.get(proxy.href);
    if (!agent) {
      const token =
        proxy.username || proxy.password
          ? `Basic ${Buffer.from(`${proxy.username}:${proxy.password}`).toString('base64')}`
          : undefined;
      if (token) addSecret(token);
      if (proxy.password) addSecret(proxy.password);
      agent = new ProxyAgent({ uri: `${proxy.protocol}//${proxy.host}`, ...(token ? { token } : {}) });
      proxies.set(proxy.href, agent);
    }
    return agent;
  };
}
