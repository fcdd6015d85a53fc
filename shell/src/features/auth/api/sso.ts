import { apiClient } from '@pimento/shared-kit/client/api-client';
import { ssoApi, type SsoProtocol } from '@pimento/shared-kit/contracts/sso';

/**
 * Single sign-on (docs/sso.md): the server finds the company's identity provider by the e-mail's
 * domain and answers where to send the browser; back on `/microsoft-callback/`, the provider's
 * answer (OpenID Connect) or the accepted SAML response is turned into the session cookies.
 */
export async function startSso(email: string, protocol: SsoProtocol | undefined, next: string): Promise<string> {
  const answer = await apiClient.call(ssoApi.start, { body: { email: email.trim(), ...(protocol ? { protocol } : {}), next }, anonymous: true });
  return answer.redirect_url;
}

export function finishSso(search: URLSearchParams) {
  const samlRequest = search.get('saml_request');
  if (samlRequest !== null) return apiClient.call(ssoApi.samlToken, { body: { request_id: samlRequest }, anonymous: true });
  return apiClient.call(ssoApi.microsoftConnect, { body: { query: search.toString() }, anonymous: true });
}
