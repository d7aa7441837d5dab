import type { ShopMessagePurpose, SmsProvider } from './sms-provider';

export interface KavenegarOptions {
  apiKey: string;
  /** The one-time code's template. */
  template: string;
  /** Each shop message's template; a message without one is refused (and the order's history says so). */
  messageTemplates?: Partial<Record<ShopMessagePurpose, string>>;
  baseUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;

/** Kavenegar's names of a template's values: token, token2, token3. */
const TOKEN_NAMES = ['token', 'token2', 'token3'] as const;

/**
 * Kavenegar's verify-lookup API: the code (or a shop message's values) are the template's tokens. A
 * transport error, a timeout, a non-2xx answer or a status other than 200 in the body all reject (without
 * the API key in the message).
 */
export function kavenegarSms({
  apiKey,
  template,
  messageTemplates = {},
  baseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: KavenegarOptions): SmsProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`;
  const lookup = async (phone: string, templateName: string, tokens: string[]) => {
    const query = new URLSearchParams({ receptor: phone, template: templateName });
    tokens.slice(0, TOKEN_NAMES.length).forEach((token, index) => query.set(TOKEN_NAMES[index]!, token));
    const response = await fetch(`${endpoint}?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => undefined)) as
      { return?: { status?: number; message?: string } } | undefined;
    if (!response.ok || body?.return?.status !== 200) {
      throw new Error(
        `kavenegar answered HTTP ${response.status}, status ${body?.return?.status}: ${body?.return?.message ?? 'no message'}`,
      );
    }
  };
  return {
    sendCode: (phone, code) => lookup(phone, template, [code]),
    async sendMessage(phone, { purpose, tokens }) {
      const messageTemplate = messageTemplates[purpose];
      if (!messageTemplate) throw new Error(`no Kavenegar template is set for ${purpose}`);
      await lookup(phone, messageTemplate, tokens);
    },
  };
}
