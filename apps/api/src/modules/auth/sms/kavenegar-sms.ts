import type { SmsProvider } from './sms-provider';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Kavenegar's verify-lookup API: the code is the template's token. A transport error, a timeout, a
 * non-2xx answer or a status other than 200 in the body all reject (without the API key in the message).
 */
export function kavenegarSms({
  apiKey,
  template,
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: KavenegarOptions): SmsProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;
  return {
    async sendCode(phone, code) {
      const query = new URLSearchParams({ receptor: phone, token: code, template });
      const response = await fetch(`${endpoint}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await response.json().catch(() => undefined)) as
        { return?: { status?: number; message?: string } } | undefined;
      if (!response.ok || body?.return?.status !== 200) {
        throw new Error(
          `kavenegar answered HTTP ${response.status}, status ${body?.return?.status}: ${body?.return?.message ?? 'no message'}`,
        );
      }
    },
  };
}
