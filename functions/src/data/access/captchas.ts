import { CaptchaEntity } from '../entities/captcha-entity';

export async function saveCaptcha(uuid: string, answer: string, ttl: number): Promise<void> {
  await CaptchaEntity.create({ uuid, answer: answer.toLowerCase(), ttl }).go();
}

/** Reads and deletes in one call (ReturnValues ALL_OLD): a captcha can be used once only. */
export async function consumeCaptcha(uuid: string): Promise<{ answer: string; ttl: number } | null> {
  const { data } = await CaptchaEntity.delete({ uuid }).go({ response: 'all_old' });
  return data ? { answer: data.answer, ttl: data.ttl } : null;
}

/**
 * Captchas past their expiry, oldest first (a key-range Query on the expiry index, never a Scan). DynamoDB TTL
 * removes them in AWS within days; DynamoDB Local never does, so the cleanExpiredCaptchas job deletes them.
 */
export async function deleteExpiredCaptchas(nowSeconds: number, max = 1000): Promise<number> {
  const { data } = await CaptchaEntity.query
    .byExpiry({})
    // from the entity's first key: the index partition is shared with other entities sorting below (see key-floor.ts)
    .between({ ttl: 0 }, { ttl: nowSeconds })
    .go({ limit: max, attributes: ['uuid'] });
  if (data.length) await CaptchaEntity.delete(data.map((c) => ({ uuid: c.uuid }))).go();
  return data.length;
}
