/** Sends a one-time code by SMS; rejects when the message could not be handed to the provider. */
export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}
